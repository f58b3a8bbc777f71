import { expect, test } from './fixtures.ts';
import { login, saveScreenshot, useLanguage } from './helpers.ts';

// Pictures of the first screens in both languages, kept under e2e/artifacts/screenshots for review:
// one visit per language, from the welcome page to the narrow window, sharing one sign-in.
for (const language of ['sv', 'en'] as const) {
  test(`screenshots (${language}): welcome, login, start, an info page, the profile menu, narrow window`, async ({
    page,
  }) => {
    // Six pictures, each checked with axe: more than the usual half minute on a busy machine.
    test.slow();
    await useLanguage(page, language);
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, `welcome-${language}`);
    await page.goto('/loginx');
    await expect(page.getByRole('button', { name: /^(Logga in|Log in)$/ })).toBeVisible();
    await saveScreenshot(page, `login-${language}`);

    await login(page);
    await expect(page.getByText('Nordisk Verktyg AB')).toBeVisible();
    await saveScreenshot(page, `start-${language}`);
    await page.goto('/info/insurance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, `info-insurance-${language}`);
    await page.getByTestId('profile-button').click();
    await expect(page.getByTestId('profile-drawer')).toBeVisible();
    await saveScreenshot(page, `profile-menu-${language}`);

    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/start');
    await page.getByRole('button', { name: /Öppna menyn|Open the menu/ }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await saveScreenshot(page, `start-narrow-${language}`);
  });
}
