import { expect, test } from './fixtures.ts';
import { login } from './helpers.ts';

const pageAnimation = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-transition]')
    .last()
    .evaluate((el) => ({
      kind: el.getAttribute('data-transition'),
      animation: getComputedStyle(el).animationName,
    }));

test('pages fade in, and shipment steps slide by step order', async ({ page }) => {
  await login(page);
  await page.goto('/info/faq');
  expect((await pageAnimation(page)).kind).toBe('fade');
  expect((await pageAnimation(page)).animation).not.toBe('none');

  await page.getByRole('link', { name: 'Ny frakt' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await page.evaluate(() => window.history.pushState({}, '', '/shipment/select'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/shipment\/select$/);
  await expect.poll(async () => (await pageAnimation(page)).kind).toBe('slide-left');
  await page.goBack();
  await expect(page).toHaveURL(/\/start$/);
  await expect.poll(async () => (await pageAnimation(page)).kind).toBe('slide-right');
});

test('nothing moves for a user who asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page);
  await page.goto('/info/faq');
  expect((await pageAnimation(page)).animation).toBe('none');
});
