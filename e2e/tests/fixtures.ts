import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type { APIRequestContext, Page } from '@playwright/test';
export { expect };

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the fonts are in and nothing moves: every animation and transition that ends (a
 * page's entry, an opening drawer) has ended. Endless ones, such as a loader, are not waited for.
 */
async function settle(page: Page) {
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

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation, naming the
 * rule and the elements. Minor and moderate findings are left to review.
 */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  // A page still fading in has its text at part opacity, which axe rightly measures as too faint.
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility of ${where}`).toEqual([]);
}

/**
 * Every test ends with an accessibility check of the screen it leaves the page on; tests call
 * expectAccessible themselves for the screens they pass through. A test that already failed is not
 * checked again, so its own failure stays the one reported.
 */
export const test = base.extend<{ accessibleAtEnd: undefined }>({
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      await expectAccessible(page, `${page.url()} at the end of the test`);
    },
    { auto: true },
  ],
});
