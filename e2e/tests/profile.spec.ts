import { type APIRequestContext, expect, test } from './fixtures.ts';
import { ADMIN, fillGoodsRow, fillPlace, login, quotedCarriers, showPrices, USER } from './helpers.ts';

const PALLETS = { packages: '2', type: /^(EUR Pall|EUR pallet)$/, weight: '400', height: '100' };

async function apiSession(request: APIRequestContext, who = USER) {
  const res = await request.post('/api/auth/signin', { data: who });
  const { accessToken, id } = await res.json();
  return { id: id as number, headers: { Authorization: `Bearer ${accessToken}` } };
}

test('a customer changes the print format and finds it kept after a reload', async ({ page }) => {
  await login(page);
  await page.goto('/profile?tab=settings');
  const zpl = page.getByRole('radio', { name: 'ZPL för etikettskrivare' });
  await expect(page.getByRole('radio', { name: 'PDF, A4 för laserskrivare' })).toBeChecked();
  // Access tokens live 4 seconds here: a 401 is answered by a refresh and the same call again.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/customer/setting/') && r.request().method() === 'PUT' && r.status() !== 401,
  );
  // The choice shows once the optimistic update has run, a moment after the click: not at once,
  // as check() would demand.
  await zpl.click();
  await expect(zpl).toBeChecked();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'ZPL för etikettskrivare' })).toBeChecked();
});

test('a setting the server refuses is shown at once, then taken back with a message', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/profile?tab=settings');
  const noPickup = page.getByRole('switch', { name: /Ingen upphämtning/ });
  await expect(noPickup).not.toBeChecked();
  // The request reaches the real server with a value it refuses, once the test lets it go.
  let letGo = () => {};
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route('**/api/customer/setting/*', async (route) => {
    await gate;
    await route.continue({ postData: JSON.stringify({ setting: 'noPickup', value: 'ja' }) });
  });
  const refused = page.waitForResponse(
    (r) => r.url().includes('/api/customer/setting/') && r.status() !== 401,
  );
  await noPickup.click();
  await expect(noPickup).toBeChecked();
  letGo();
  expect((await refused).status()).toBe(400);
  await expect(noPickup).not.toBeChecked();
  await expect(page.getByText('Inställningen sparades inte och är återställd')).toBeVisible();
  const { id, headers } = await apiSession(request);
  expect((await (await request.get(`/api/customer/${id}`, { headers })).json()).noPickup).toBe(false);
});

test('a carrier switched off in the profile gives no prices until it is switched on again', async ({
  page,
  request,
}) => {
  // Two price calculations and two visits to the profile: a long journey on a busy machine.
  test.slow();
  await login(page);
  const row = (name: string) => page.locator(`[data-testid="carrier-row"][data-carrier="${name}"]`);
  const dsv = () => row('DSV').getByRole('switch', { name: 'Använd DSV' });
  // The switch shows at once; the test waits for the server's yes before it leaves the page.
  const switchDsv = async () => {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/customer/carriers/') && r.status() !== 401,
    );
    await dsv().click();
    expect((await saved).status()).toBe(200);
  };
  const priceTwoPallets = async () => {
    await page.goto('/shipment/price');
    await fillPlace(page, 'from', { postcode: '11351' });
    await fillPlace(page, 'to', { postcode: '41104' });
    await fillGoodsRow(page, 0, PALLETS);
    await showPrices(page);
    return quotedCarriers(page);
  };
  try {
    await page.goto('/profile?tab=carriers');
    await expect(row('PostNord')).toContainText('Inte tillgänglig');
    await expect(dsv()).toBeChecked();
    await switchDsv();
    await expect(dsv()).not.toBeChecked();
    const without = await priceTwoPallets();
    expect(without).not.toContain('DSV');
    expect(without.length).toBeGreaterThanOrEqual(1);
    await page.goto('/profile?tab=carriers');
    await switchDsv();
    await expect(dsv()).toBeChecked();
    expect(await priceTwoPallets()).toContain('DSV');
  } finally {
    // Whatever happened above, the customer keeps all four carriers for the tests after this one.
    const { id, headers } = await apiSession(request);
    const customer = await (await request.get(`/api/customer/${id}`, { headers })).json();
    const all = customer.carriers.map((c: { active: boolean }) => ({ ...c, active: true }));
    await request.put(`/api/customer/carriers/${id}`, { headers, data: all });
  }
});

test('company details: an ordinary user reads them, an administrator changes them', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/profile');
  await expect(page.getByText('556677-8899')).toBeVisible();
  await expect(page.getByTestId('company-admin-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ändra företagsuppgifter' })).toHaveCount(0);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('profile-drawer').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  await login(page, ADMIN);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Ändra företagsuppgifter' }).click();
  const form = page.getByRole('form', { name: 'Företagsuppgifter' });
  await form.getByRole('textbox', { name: 'Adressrad 2' }).fill('Port 4');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(form).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Port 4')).toBeVisible();
  // Put back as it was.
  const { id, headers } = await apiSession(request, ADMIN);
  const c = await (await request.get(`/api/customer/${id}`, { headers })).json();
  const { company, orgNo, address, postcode, city, state, country } = c;
  const res = await request.put(`/api/customer/company/${id}`, {
    headers,
    data: { company, orgNo, address, address2: '', postcode, city, state, country },
  });
  expect(res.ok()).toBe(true);
});
