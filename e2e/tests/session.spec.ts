import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';

// The test server issues access tokens that live 4 seconds (playwright.config.ts).
const TOKEN_LIFETIME_MS = 4_000;

test('an expired access token is refreshed silently, and the rotated token is kept', async ({ page }) => {
  await login(page);
  for (let round = 0; round < 2; round++) {
    await page.waitForTimeout(TOKEN_LIFETIME_MS + 1_500);
    const refused = page.waitForResponse((r) => r.url().includes('/api/customer/') && r.status() === 401);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refreshtoken'));
    const loaded = page.waitForResponse((r) => r.url().includes('/api/customer/') && r.status() === 200);
    await page.reload();
    await refused;
    expect((await refreshed).status()).toBe(200);
    await loaded;
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByText('Nordisk Verktyg AB')).toBeVisible();
  }
});

test('a session whose refresh token is revoked ends on /welcome', async ({ page }) => {
  await login(page);
  // Another tab logging out revokes the refresh token this tab still holds.
  await page.evaluate(async () => {
    const keep = localStorage.getItem('skeppa.user');
    window.sessionStorage.setItem('kept', keep ?? '');
  });
  await page.getByTestId('profile-button').click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.evaluate(() => localStorage.setItem('skeppa.user', sessionStorage.getItem('kept') ?? ''));

  await page.waitForTimeout(TOKEN_LIFETIME_MS + 1_500);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refreshtoken'));
  await page.goto('/start');
  expect((await refreshed).status()).toBe(403);
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => localStorage.getItem('skeppa.user'))).toBeNull();
});
