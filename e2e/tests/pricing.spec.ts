import { type APIRequestContext, expect, expectAccessible, test } from './fixtures.ts';
import { fillGoodsRow, fillPlace, login, quotedCarriers, showPrices, startDemo, USER } from './helpers.ts';

const TWO_PALLETS = { packages: '2', type: /^(EUR Pall|EUR pallet)$/, weight: '400', height: '100' };

test('a visitor prices two EUR pallets Stockholm → Göteborg with at least two carriers', async ({ page }) => {
  await startDemo(page);
  await fillPlace(page, 'from', { postcode: '11351' });
  await fillPlace(page, 'to', { postcode: '41104' });
  // The city is looked up once the postcode is complete.
  await expect(page.getByTestId('to-city')).toHaveValue('Göteborg');
  await fillGoodsRow(page, 0, TWO_PALLETS);
  const row = page.getByTestId('goods-row').first();
  // A pallet's length and width are fixed and locked; volume and loading metres follow.
  await expect(row.getByRole('textbox', { name: 'Längd (cm)' })).toHaveValue('120');
  await expect(row.getByRole('textbox', { name: 'Bredd (cm)' })).toHaveAttribute('readonly', '');
  await expect(row.getByRole('textbox', { name: 'Volym (m³)' })).toHaveValue('1,920');
  await expect(row.getByRole('textbox', { name: 'Flakmeter' })).toHaveValue('0,80');
  // Pallets take floor space: not stackable unless the visitor ticks it.
  await expect(row.getByRole('checkbox', { name: 'Stapelbar' })).not.toBeChecked();
  await expectAccessible(page, 'the filled price form');

  await showPrices(page);
  expect((await quotedCarriers(page)).length).toBeGreaterThanOrEqual(2);
  // Groupage charges them on loading metres: 0.8 ldm × 1,950 kg = 1,560 kg, not their 400 kg.
  const groupage = page.getByTestId('quote').filter({ hasText: 'DHL Stycke' });
  await groupage.getByRole('button', { name: 'Visa prisdetaljer' }).click();
  await expect(groupage.getByTestId('chargeable-weight')).toHaveText(/^1\s560,00 kg \(flakmetervikt\)$/);
  const prices = await page.getByTestId('quote-price').allTextContents();
  const amounts = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  await expect(page.getByTestId('quote').first()).toContainText('Billigast');
  await expect(page.getByTestId('quote').first()).toContainText('exkl. moms');
  await expectAccessible(page, 'the priced services');

  // Choosing in the demo books nothing: the visitor is invited to log in.
  await page.getByTestId('quote').first().getByRole('button', { name: 'Välj' }).click();
  await expect(page.getByRole('dialog', { name: 'Logga in för att boka' })).toBeVisible();
  await expectAccessible(page, 'the invitation to log in');
  await page.keyboard.press('Escape');

  // Back to the form keeps the draft, and so does a reload.
  await page.getByRole('link', { name: 'Ändra sändningen' }).click();
  await expect(page).toHaveURL(/\/shipment\/price$/);
  await page.reload();
  await expect(
    page.getByTestId('goods-row').first().getByRole('textbox', { name: 'Vikt totalt (kg)' }),
  ).toHaveValue('400');

  // Ticked stackable, they go on volume: 1.92 m³ × 280 kg = 538 kg.
  await page.getByTestId('goods-row').first().getByRole('checkbox', { name: 'Stapelbar' }).check();
  await showPrices(page);
  await groupage.getByRole('button', { name: 'Visa prisdetaljer' }).click();
  await expect(groupage.getByTestId('chargeable-weight')).toHaveText(/^538,00 kg \(volymvikt\)$/);
});

test('a visitor prices one parcel Stockholm → Berlin with several carriers', async ({ page }) => {
  await startDemo(page);
  await fillPlace(page, 'from', { postcode: '11351' });
  await fillPlace(page, 'to', { country: /^Tyskland$/, postcode: '10115' });
  // No German postcodes in the lookup: a hint, and the form goes on.
  await expect(page.getByText('Hittar inte orten. Skriv in den själv.')).toBeVisible();
  await expectAccessible(page, 'the hint for an unknown postcode');
  await page.getByTestId('to-city').fill('Berlin');
  await fillGoodsRow(page, 0, { weight: '5', length: '40', width: '30', height: '20' });
  await showPrices(page);
  expect((await quotedCarriers(page)).length).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('shipment-summary')).toContainText('10115 Berlin');
});

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/auth/signin', { data: USER });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { accessToken: string; id: number };
}

interface Carrier {
  code: number;
  name: string;
  logoName: string;
  priceSupplier: number;
  active: boolean;
}

async function setCarrierActive(request: APIRequestContext, name: string, active: boolean) {
  const { accessToken, id } = await signIn(request);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const customer = await (await request.get(`/api/customer/${id}`, { headers })).json();
  const carriers = (customer.carriers as Carrier[]).map((c) => (c.name === name ? { ...c, active } : c));
  const res = await request.put(`/api/customer/carriers/${id}`, { headers, data: carriers });
  expect(res.ok()).toBe(true);
}

test('a customer no longer sees the services of a carrier turned off, and sees them again', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/shipment/price');
  await fillPlace(page, 'from', { postcode: '11351' });
  await fillPlace(page, 'to', { postcode: '41104' });
  await fillGoodsRow(page, 0, TWO_PALLETS);
  await showPrices(page);
  expect(await quotedCarriers(page)).toContain('DSV');

  try {
    await setCarrierActive(request, 'DSV', false);
    await page.getByRole('link', { name: 'Ändra sändningen' }).click();
    await showPrices(page);
    const without = await quotedCarriers(page);
    expect(without).not.toContain('DSV');
    expect(without.length).toBeGreaterThanOrEqual(1);
  } finally {
    await setCarrierActive(request, 'DSV', true);
  }
  await page.getByRole('link', { name: 'Ändra sändningen' }).click();
  await showPrices(page);
  expect(await quotedCarriers(page)).toContain('DSV');

  // A customer's choice goes on to step 3.
  await page.getByTestId('quote').first().getByRole('button', { name: 'Välj' }).click();
  await expect(page).toHaveURL(/\/shipment\/complete$/);
});
