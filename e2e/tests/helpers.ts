import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';

export const USER = { username: 'user@skeppa.test', password: 'skeppa-user' };
export const OTHER = { username: 'other@skeppa.test', password: 'skeppa-other' };
/** Administrator (customer level 1) at Nordisk Verktyg AB, where USER works too. */
export const ADMIN = { username: 'admin@skeppa.test', password: 'skeppa-admin' };

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

/**
 * Pictures the finished page (fonts in, nothing moving) for review; a screen worth a picture is
 * checked with axe as well.
 */
export async function saveScreenshot(page: Page, name: string) {
  await expectAccessible(page, name);
  // Scrolled down (by filling a long form), Chromium draws the fixed top bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = () =>
    page.screenshot({
      path: path.join(screenshotDir, `${name}.png`),
      fullPage: true,
      // Finite animations drawn at their end, endless ones stopped: the picture of the settled page.
      animations: 'disabled',
      timeout: 30_000,
    });
  // One loaded run hung in the capture itself until the test's own limit of five minutes: a
  // second try after 30 s instead.
  await shot().catch(shot);
}

export interface GoodsRow {
  packages?: string;
  /** The package type as the select shows it, in either language. */
  type?: RegExp;
  weight: string;
  length?: string;
  width?: string;
  height: string;
}

const PLACE_GROUP = { from: /^(Avsändare|Sender)$/, to: /^(Mottagare|Recipient)$/ };

/** Fills one party of the price form: optionally the country (by its shown name), then the postcode. */
export async function fillPlace(
  page: Page,
  which: 'from' | 'to',
  place: { country?: RegExp; postcode: string },
) {
  const group = page.getByRole('group', { name: PLACE_GROUP[which] });
  if (place.country) {
    await group.getByRole('combobox', { name: /^(Land|Country)/ }).click();
    await page.getByRole('option', { name: place.country }).click();
  }
  await group.getByRole('textbox', { name: /^(Postnummer|Postcode)/ }).fill(place.postcode);
}

/** Fills goods row `index` (0-based) of the price form; it must exist. */
export async function fillGoodsRow(page: Page, index: number, goods: GoodsRow) {
  const row = page.getByTestId('goods-row').nth(index);
  if (goods.packages)
    await row.getByRole('textbox', { name: /^(Antal kolli|Packages)$/ }).fill(goods.packages);
  if (goods.type) {
    await row.getByRole('combobox', { name: /^(Kollityp|Package type)$/ }).click();
    await page.getByRole('option', { name: goods.type }).click();
  }
  await row.getByRole('textbox', { name: /^(Vikt totalt|Total weight)/ }).fill(goods.weight);
  if (goods.length) await row.getByRole('textbox', { name: /^(Längd|Length)/ }).fill(goods.length);
  if (goods.width) await row.getByRole('textbox', { name: /^(Bredd|Width)/ }).fill(goods.width);
  await row.getByRole('textbox', { name: /^(Höjd|Height)/ }).fill(goods.height);
}

/** Presses "Show prices" and waits for the priced services of step 2. */
export async function showPrices(page: Page) {
  await page.getByRole('button', { name: /^(Visa priser|Show prices)$/ }).click();
  await expect(page).toHaveURL(/\/shipment\/select$/);
  await expect(page.getByTestId('quote').first()).toBeVisible();
}

/** The carriers of the priced services on step 2, each once. */
export async function quotedCarriers(page: Page): Promise<string[]> {
  const carriers = await page
    .getByTestId('quote')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-carrier') ?? ''));
  return [...new Set(carriers)].sort();
}

/** Like saveScreenshot, but only what the window shows: for dialogs over a long page. */
export async function saveViewportScreenshot(page: Page, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** The words inside `locator` that the browser has broken across two lines. */
export async function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}
