import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eServer } from '../servers.ts';

export type { APIRequestContext, Locator, Page } from '@playwright/test';
export { expect };

const BLOCKING = new Set(['serious', 'critical']);
/** Injected instead of axe's source where the page has axe already. */
const AXE_ALREADY_THERE = 'void 0;';

/**
 * Waits until the fonts are in and nothing moves: every animation and transition that ends (a
 * page's entry, an opening drawer) has ended. Endless ones, such as a loader, are not waited for.
 */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** Axe's serious and critical findings on the page once it has settled, named by rule and elements. */
async function blockingViolations(page: Page): Promise<string[]> {
  await settle(page);
  // Legacy mode runs axe.run in the page (its same-origin frames too) rather than partial runs
  // finished in a second, blank page: the same rules, without opening a page for every check.
  // A page that still has axe from an earlier check, and no frames to give it to, keeps that one.
  // Only violations are wanted: axe then keeps no node details of what passed (a sixth faster).
  const loaded =
    page.frames().length === 1 &&
    (await page.evaluate(() => 'axe' in window && typeof window.axe === 'object'));
  const builder = new AxeBuilder(loaded ? { page, axeSource: AXE_ALREADY_THERE } : { page });
  const { violations } = await builder
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation, naming the
 * rule and the elements. Minor and moderate findings are left to review.
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  // A page still fading in has its text at part opacity, which axe rightly measures as too faint.
  // A slide that starts between the wait and axe's run (a navigation just then) is measured
  // mid-way: a finding is checked once more after the page has settled again.
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) blocking = await blockingViolations(page);
  expect(blocking, `accessibility of ${where}`).toEqual([]);
  expect(await headingOutline(page), `headings of ${where}`).toEqual([]);
  checked.set(page, await screenState(page));
}

/**
 * What is wrong with the page's outline: one h1, and no heading more than one level below the one
 * before it (axe leaves both to review as moderate; a screen reader user navigates by them).
 */
const headingOutline = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({
      level: Number(h.tagName[1]),
      text: (h.textContent ?? '').trim().slice(0, 40),
    }));
    const ones = levels.filter((h) => h.level === 1).length;
    const faults = ones === 1 ? [] : [`${ones} h1 headings`];
    let previous = 0;
    for (const h of levels) {
      if (h.level > previous + 1) faults.push(`h${h.level} "${h.text}" after h${previous}`);
      previous = h.level;
    }
    return faults;
  });

/** The screen each page was last found accessible on, as its address and markup. */
const checked = new WeakMap<Page, string>();

/** A full-page screenshot resizes the window, which Mantine's shell marks for a moment: not a change. */
const screenState = (page: Page) =>
  page.evaluate(
    () => `${location.href}\n${document.documentElement.outerHTML.replaceAll(' data-resizing="true"', '')}`,
  );

/**
 * Every test ends with an accessibility check of the screen it leaves the page on; tests call
 * expectAccessible themselves for the screens they pass through. A test that already failed is not
 * checked again, so its own failure stays the one reported.
 */
export const test = base.extend<{ accessibleAtEnd: undefined }>({
  // Each worker talks to its own server (playwright.config.ts starts one per worker).
  baseURL: async ({ baseURL: _first }, use, testInfo) => use(e2eServer(testInfo.parallelIndex).url),
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      // A test that ends on the screen it has just checked, markup unchanged, has checked it.
      if (checked.get(page) === (await screenState(page))) return;
      await expectAccessible(page, `${page.url()} at the end of the test`);
    },
    { auto: true },
  ],
});
