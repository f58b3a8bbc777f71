import { expect, expectAccessible, test } from './fixtures.ts';
import { login, OTHER, USER } from './helpers.ts';

test('required fields are checked before anything is sent', async ({ page }) => {
  await page.goto('/loginx');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByText('Obligatoriskt fält')).toHaveCount(2);
  await expect(page).toHaveURL(/\/loginx$/);
});

test('a wrong password shows the alert and keeps the visitor on the login page', async ({ page }) => {
  await page.goto('/loginx');
  await page.getByLabel('E-postadress').fill(OTHER.username);
  await page.getByLabel('Lösenord').fill('not-the-password');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Inloggningen misslyckades');
  await expect(alert).toContainText('Fel e-postadress eller lösenord.');
  await expect(page).toHaveURL(/\/loginx$/);
  expect(await page.evaluate(() => localStorage.getItem('skeppa.user'))).toBeNull();
});

test('a customer logs in, reaches /start, and is sent on from /loginx and /welcome', async ({ page }) => {
  const signin = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin') && r.status() === 200);
  await login(page, USER);
  const { accessToken, refreshToken } = await (await signin).json();
  await expect(page.getByText('Nordisk Verktyg AB')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link', { name: 'Ej bokade' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bokade', exact: true })).toBeVisible();
  await expectAccessible(page, 'the start page of a customer');

  await page.goto('/loginx');
  await expect(page).toHaveURL(/\/start$/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/start$/);

  // The stored user is an encrypted envelope: neither token nor e-mail can be read from it.
  const stored = (await page.evaluate(() => localStorage.getItem('skeppa.user'))) ?? '';
  expect(Object.keys(JSON.parse(stored)).sort()).toEqual(['data', 'iv', 'v']);
  for (const secret of [accessToken, refreshToken, USER.username]) expect(stored).not.toContain(secret);
});

test('logout clears everything and ends the session on the server', async ({ page, request }) => {
  const signin = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin') && r.status() === 200);
  await login(page, USER);
  const { refreshToken } = await (await signin).json();

  await page.getByTestId('profile-button').click();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logga ut' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => localStorage.getItem('skeppa.user'))).toBeNull();

  await page.goto('/start');
  await expect(page).toHaveURL(/\/welcome$/);
  const refused = await request.post('/api/auth/refreshtoken', { data: { refreshToken } });
  expect(refused.status()).toBe(403);
});
