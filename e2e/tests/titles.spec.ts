import { expect, expectAccessible, test } from './fixtures.ts';
import { login, useLanguage } from './helpers.ts';

test('titles are the app title plus " : " and the page title', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page).toHaveTitle('Skeppa : Välkommen');
  await page.goto('/loginx');
  await expect(page).toHaveTitle('Skeppa : Logga in');

  await login(page);
  await expect(page).toHaveTitle('Skeppa : Prisberäkning');
  await page.goto('/info/packaging');
  await expect(page).toHaveTitle('Skeppa : Emballage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'an info page');
  await page.goto('/bill/list');
  await expect(page).toHaveTitle('Skeppa : Fakturahistorik');
  await expect(page.getByRole('heading', { name: 'Fakturahistorik', level: 1 })).toBeVisible();
});

test('titles follow the language', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page);
  await expect(page).toHaveTitle('Skeppa : Price calculation');
  await page.goto('/info/faq');
  await expect(page).toHaveTitle('Skeppa : FAQ');
});

test('a page view is sent for each navigation', async ({ page }) => {
  const views: { path: string; title: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/pageview')) views.push(r.postDataJSON());
  });
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Prova demon' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect.poll(() => views.map((v) => v.path)).toEqual(['/welcome', '/priser', '/start']);
  expect(views.at(-1)?.title).toBe('Skeppa : Prisberäkning');
});
