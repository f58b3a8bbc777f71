import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const USER = { username: 'user@skeppa.test', password: 'skeppa-user' };
export const OTHER = { username: 'other@skeppa.test', password: 'skeppa-other' };

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** Signs in through the login page and waits for the start page with the customer loaded. */
export async function login(page: Page, user = USER) {
  await page.goto('/loginx');
  await page.getByLabel(/E-postadress|E-mail address/).fill(user.username);
  await page.getByLabel(/Lösenord|Password/).fill(user.password);
  await page.getByRole('button', { name: /^(Logga in|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByTestId('profile-button')).toBeVisible();
}

/** Starts the demo through its public link. */
export async function startDemo(page: Page) {
  await page.goto('/priser');
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByTestId('demo-notice')).toBeVisible();
}

/** Chooses the UI language before the app starts, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: 'sv' | 'en') {
  await page.addInitScript((lang) => localStorage.setItem('skeppa.language', lang), language);
}

export async function saveScreenshot(page: Page, name: string) {
  // Fonts and the page's entry animation settle first, so the picture shows the finished page.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
