import { type APIRequestContext, expect, expectAccessible, type Page, test } from './fixtures.ts';
import { login, OTHER, saveScreenshot, useLanguage } from './helpers.ts';

const ADMIN = { username: 'admin@skeppa.test', password: 'skeppa-admin' };

/** Contacts made through the API as `who`, the way a colleague's contacts come about. */
async function contactsBy(
  request: APIRequestContext,
  who: typeof ADMIN,
  contacts: Record<string, unknown>[],
) {
  const signin = await request.post('/api/auth/signin', { data: who });
  const { accessToken } = await signin.json();
  for (const contact of contacts) {
    const res = await request.post('/api/contact/', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { address1: 'Hamngatan 1', postcode: '11351', city: 'Stockholm', ...contact },
    });
    expect(res.status()).toBe(201);
  }
}

const search = (page: Page) => page.getByRole('textbox', { name: /^(Sök|Search)$/ });
const rows = (page: Page) => page.locator('table tbody tr');

async function openList(page: Page) {
  await page.goto('/contact/list');
  await expect(page.getByRole('heading', { name: /^(Kontakter|Contacts)$/ })).toBeVisible();
}

async function fillContact(
  page: Page,
  c: { company: string; address: string; postcode: string; city: string },
) {
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: /^(Företag|Company)/ }).fill(c.company);
  await drawer.getByRole('textbox', { name: /^(Adress|Address)$/ }).fill(c.address);
  await drawer.getByRole('textbox', { name: /^(Postnummer|Postcode)/ }).fill(c.postcode);
  await drawer.getByRole('textbox', { name: /^(Ort|City)/ }).fill(c.city);
}

test('a contact is created, found, changed, flagged, made the favourite and deleted', async ({ page }) => {
  await login(page);
  await openList(page);
  await expect(page.getByTestId('sender-favourite')).toHaveText('Ingen avsändarfavorit');

  await page.getByRole('button', { name: 'Ny kontakt' }).click();
  const drawer = page.getByRole('dialog', { name: 'Ny kontakt' });
  await drawer.getByRole('button', { name: 'Spara' }).click();
  await expect(drawer.getByTestId('form-invalid')).toBeVisible();
  await expect(drawer.getByText('Obligatoriskt fält')).toHaveCount(3);
  await saveScreenshot(page, 'contacts-form-sv');
  await drawer.getByRole('textbox', { name: /^Postnummer/ }).fill('1135');
  await expect(drawer.getByText('Ogiltigt format')).toBeVisible();
  await fillContact(page, {
    company: 'Kajskjulet Logistik AB',
    address: 'Kajen 4',
    postcode: '113 51',
    city: 'Stockholm',
  });
  await drawer.getByRole('button', { name: 'Spara' }).click();
  await expect(drawer).toBeHidden();

  await search(page).fill('ka');
  await expect(page.getByText('Skriv minst 3 tecken')).toBeVisible();
  await search(page).fill('kajskjulet');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('113 51');

  await page.getByRole('button', { name: 'Ändra Kajskjulet Logistik AB' }).click();
  const edit = page.getByRole('dialog', { name: 'Kontakt' });
  await edit.getByRole('textbox', { name: /^Ort/ }).fill('Solna');
  await edit.getByRole('checkbox', { name: 'Avsändarfavorit' }).check();
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).first()).toContainText('Solna');
  await expect(page.getByTestId('sender-favourite')).toHaveText('Avsändarfavorit: Kajskjulet Logistik AB');

  await page.getByRole('checkbox', { name: 'Markera Kajskjulet Logistik AB' }).check();
  await page.getByRole('button', { name: 'Ändra markerade' }).click();
  await page.getByRole('menuitem', { name: 'Gör till avsändare' }).click();
  await expect(rows(page).first().getByText('Avsändare')).toBeVisible();

  await page.getByRole('button', { name: 'Ta bort Kajskjulet Logistik AB' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort kontakt' });
  await expect(confirm).toContainText('Vill du ta bort Kajskjulet Logistik AB?');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Inga kontakter')).toBeVisible();
  await expect(page.getByTestId('sender-favourite')).toHaveText('Ingen avsändarfavorit');
});

test("a colleague's locked contact can be used but not changed; another company never sees it", async ({
  page,
  request,
}) => {
  // Two users' sessions and a picture checked with axe: more than the usual half minute.
  test.slow();
  await contactsBy(request, ADMIN, [{ company: 'Låsta Lagret AB', locked: true }]);
  await login(page);
  await openList(page);
  await search(page).fill('låsta');
  await expect(rows(page)).toHaveCount(1);
  await saveScreenshot(page, 'contacts-list-sv');
  await expect(page.getByRole('button', { name: 'Ta bort Låsta Lagret AB' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Markera Låsta Lagret AB' })).toBeDisabled();
  await page.getByRole('button', { name: 'Visa Låsta Lagret AB' }).click();
  const drawer = page.getByRole('dialog', { name: 'Kontakt' });
  await expect(drawer.getByText(/Kontakten är låst av den som lade in den/)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: /^Företag/ })).toBeDisabled();
  await expectAccessible(page, 'locked contact drawer');
  await drawer.getByRole('button', { name: 'Avbryt' }).click();

  // Only the user's own contacts: the administrator's contact leaves the list.
  const saved = (value: boolean) =>
    page.waitForResponse(
      async (r) => r.url().includes('/api/customer/setting/') && (await r.json()).filterContacts === value,
    );
  const own = page.getByRole('switch', { name: 'Visa bara mina egna kontakter' });
  // The switch moves once the optimistic update has run, a moment after the click.
  const on = saved(true);
  await own.click();
  await expect(own).toBeChecked();
  await on;
  await expect(page.getByText('Inga kontakter')).toBeVisible();
  const off = saved(false);
  await own.click();
  await expect(own).not.toBeChecked();
  await off;
  await expect(rows(page)).toHaveCount(1);

  await page.getByTestId('profile-button').click();
  await page.getByTestId('profile-drawer').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await login(page, OTHER);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('profile-drawer').getByRole('link', { name: 'Kontakter' }).click();
  await expect(page).toHaveURL(/\/contact\/list$/);
  await search(page).fill('låsta');
  await expect(page.getByText('Inga kontakter')).toBeVisible();
});

// The two tests above picture the list and the form in Swedish; this one in English.
test('contact list and form, pictured (en)', async ({ page, request }) => {
  // Two pictures, each checked with axe, on a busy machine: more than the usual half minute.
  test.slow();
  await useLanguage(page, 'en');
  await contactsBy(request, ADMIN, [
    { company: 'Bild en Alfa Verktyg AB', city: 'Göteborg', postcode: '41104', consignor: true },
    { company: 'Bild en Östra Hamnen AB', city: 'Malmö', postcode: '21120', consignor: true, locked: true },
  ]);
  await login(page);
  await openList(page);
  await search(page).fill('bild en');
  await expect(rows(page)).toHaveCount(2);
  await saveScreenshot(page, 'contacts-list-en');
  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-invalid')).toBeVisible();
  await saveScreenshot(page, 'contacts-form-en');
});
