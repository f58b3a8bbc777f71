import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, login, saveScreenshot, useLanguage } from './helpers.ts';

const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

// Pictures of the profile and the news in both languages, for review.
for (const language of ['sv', 'en'] as const) {
  test.describe(`profile and news screenshots (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('profile tabs and news', async ({ page }) => {
      // Five pictures, each checked with axe: more than the usual half minute on a busy machine.
      test.slow();
      await login(page, ADMIN);
      await page.goto('/profile');
      await expect(page.getByText('556677-8899')).toBeVisible();
      await saveScreenshot(page, `profile-details-${language}`);

      await page
        .getByRole('button', { name: /^(Ändra företagsuppgifter|Edit the company details)$/ })
        .click();
      await expect(page.getByRole('form')).toBeVisible();
      await saveScreenshot(page, `profile-company-form-${language}`);

      await page.goto('/profile?tab=settings');
      await expect(page.getByTestId('setting-printFormat')).toBeVisible();
      await toTop(page);
      await saveScreenshot(page, `profile-settings-${language}`);

      await page.goto('/profile?tab=carriers');
      await expect(page.getByTestId('carrier-row').first()).toBeVisible();
      await expect(page.getByText('4410231')).toBeVisible();
      await saveScreenshot(page, `profile-carriers-${language}`);

      await page.goto('/info/news');
      const first = page.getByTestId('news-article').first();
      await first.getByRole('button').first().click();
      await expect(first.getByRole('region')).toBeVisible();
      await first.getByRole('button', { name: /^(Läs mer|Read more)$/ }).click();
      await saveScreenshot(page, `news-${language}`);
    });
  });
}
