import { expect, expectAccessible, test } from './fixtures.ts';
import { login } from './helpers.ts';

test('the language switch on the welcome page survives a reload', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('link', { name: 'Prova demon' })).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Try the demo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Freight for business');
  await expect(page).toHaveTitle('Skeppa : Welcome');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Try the demo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('skeppa.language'))).toBe('en');
});

test('the language chosen in the profile menu survives a reload and a logout', async ({ page }) => {
  await login(page);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('profile-drawer').getByText('English', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page, 'the profile menu in English');
  await page.keyboard.press('Escape');

  await page.goto('/info/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the FAQ in English');

  await page.getByTestId('profile-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('link', { name: 'Try the demo' })).toBeVisible();
});
