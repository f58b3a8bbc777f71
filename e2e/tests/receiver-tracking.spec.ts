import { expect, test } from './fixtures.ts';
import { saveScreenshot, useLanguage } from './helpers.ts';
import { apiSession, seedShipment } from './shipments.ts';

// The receiver's page: opened from its link without signing in, on a phone, in both languages;
// it shows where and when and nothing private, and a closed link says so plainly.
const RECEIVER = { name: 'Fjällkök Hemma AB', postcode: '41104', city: 'Göteborg' };

for (const language of ['sv', 'en'] as const) {
  test(`the receiver's tracking page on a phone (${language})`, async ({ page, request }) => {
    const api = await apiSession(request);
    const { orderNo, consignmentNo } = await seedShipment(api, { to: RECEIVER, book: true });
    // Tracking starts when the booking's event is handled, a moment after the booking.
    let link = '';
    await expect
      .poll(
        async () => {
          link = await api('GET', `/order/${orderNo}/tracking`).then(
            (t) => t.receiverTrackingUrl as string,
            () => '',
          );
          return link;
        },
        { timeout: 30_000 },
      )
      .toMatch(/\/t\/[\w-]{22}$/);
    const path = new URL(link).pathname;

    await useLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByTestId('receiver-tracking')).toBeVisible();
    await expect(page.getByText(consignmentNo ?? '')).toBeVisible();
    await expect(page.getByTestId('receiver-expected')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const text = (await page.locator('main').innerText()).toLowerCase();
    for (const secret of [RECEIVER.name, 'Storgatan', orderNo, 'Eva Berg', 'Kari Lind', 'SEK'])
      expect(text).not.toContain(secret.toLowerCase());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, `receiver-tracking-${language}`);

    await api('DELETE', `/order/${orderNo}/tracking/link`);
    await page.reload();
    await expect(page.getByTestId('receiver-tracking-error')).toHaveText(
      language === 'sv' ? /länken fungerar inte/ : /link does not work/,
    );
  });
}
