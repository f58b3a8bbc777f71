import { expect, expectAccessible, test } from './fixtures.ts';
import { startDemo } from './helpers.ts';

test('an anonymous visitor opening /start lands on /welcome', async ({ page }) => {
  await page.goto('/start');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prova demon' })).toBeVisible();
});

test('an anonymous visitor cannot open an info page either', async ({ page }) => {
  await page.goto('/info/faq');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the demo via /priser reaches /start with the reduced menu', async ({ page }) => {
  await startDemo(page);
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link', { name: 'Ny frakt' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Ej bokade' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Bokade', exact: true })).toHaveCount(0);

  await page.getByTestId('profile-button').click();
  const drawer = page.getByTestId('profile-drawer');
  await expect(drawer.getByRole('link')).toHaveText(['Information']);
  await expect(drawer.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Meny', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Profilinställningar')).toHaveCount(0);
  await expectAccessible(page, 'the demo user’s profile menu');

  await drawer.getByRole('link', { name: 'Information' }).click();
  await expect(page).toHaveURL(/\/info\/about$/);
  await expect(page.getByRole('heading', { name: 'Om Skeppa', level: 1 })).toBeVisible();
});

test('the demo user opening /profile is sent to /welcome', async ({ page }) => {
  await startDemo(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('link', { name: 'Prova demon' })).toBeVisible();
});

test('the demo user opening /loginx is sent to /welcome', async ({ page }) => {
  await startDemo(page);
  await page.goto('/loginx');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('link', { name: 'Prova demon' })).toBeVisible();
});
