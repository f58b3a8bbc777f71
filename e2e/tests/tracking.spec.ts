import { bookShipment, GOTEBORG } from './documents-steps.ts';
import { expect, test } from './fixtures.ts';
import { login, saveScreenshot, useLanguage } from './helpers.ts';

const TEXTS = {
  sv: {
    title: 'Spårning',
    expected: 'Beräknad leverans',
    carrier: /Spåra hos transportören/,
    copy: 'Kopiera',
    copied: 'Kopierad',
    renew: 'Ny länk',
    renewConfirm: 'Skapa ny länk',
    close: 'Stäng sidan',
    closed: 'Mottagarens sida är stängd',
  },
  en: {
    title: 'Tracking',
    expected: 'Expected delivery',
    carrier: /Track at the carrier/,
    copy: 'Copy',
    copied: 'Copied',
    renew: 'New link',
    renewConfirm: 'Make a new link',
    close: 'Close the page',
    closed: "The receiver's page is closed",
  },
} as const;

const RECEIVER_LINK = /\/t\/([A-Za-z0-9_-]{22})$/;
const tokenOf = (url: string) => RECEIVER_LINK.exec(url)?.[1] ?? '';

test.describe('tracking on the consignment page', () => {
  // Each test books its own shipment through the API first, on a machine shared with other runs.
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`a booked shipment shows its tracking, expected delivery and the receiver's link (${language})`, async ({
      page,
      request,
    }) => {
      const x = TEXTS[language];
      const booked = await bookShipment(request, GOTEBORG, 'dhl_freight');
      await useLanguage(page, language);
      await login(page);
      await page.goto(`/consignment?orderNo=${booked.orderNo}`);
      const section = page.getByTestId('tracking');
      await expect(section.getByRole('heading', { name: x.title, exact: true })).toBeVisible();
      // From booking on, by the service's delivery days: a working day after the pickup day.
      await expect(section.getByTestId('expected-delivery')).toContainText(x.expected);
      await expect(section.getByTestId('expected-delivery')).toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(section.getByTestId('receiver-url')).toHaveValue(RECEIVER_LINK);
      await expect(section.getByRole('link', { name: x.carrier })).toHaveAttribute(
        'href',
        new RegExp(`dhl\\.com/.*${booked.consignmentNo}`),
      );
      // The carrier is asked every five minutes: right after booking it has usually said nothing.
      await expect(section.getByTestId('no-events').or(section.getByTestId('timeline'))).toBeVisible();
      await saveScreenshot(page, `consignment-tracking-${language}`);
    });
  }

  test("the receiver's link is copied, renewed and closed, and the receiver's page follows (sv)", async ({
    page,
    request,
    context,
  }) => {
    const x = TEXTS.sv;
    const booked = await bookShipment(request, GOTEBORG, 'dhl_freight');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page);
    await page.goto(`/consignment?orderNo=${booked.orderNo}`);
    const section = page.getByTestId('tracking');
    const field = section.getByTestId('receiver-url');
    await expect(field).toHaveValue(RECEIVER_LINK);
    const first = await field.inputValue();
    const receiverPage = (token: string) => request.get(`/api/public/tracking/${token}`);
    expect((await receiverPage(tokenOf(first))).status()).toBe(200);

    await section.getByRole('button', { name: x.copy }).click();
    await expect(section.getByRole('button', { name: x.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await section.getByRole('button', { name: x.renew }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: x.renewConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect(second).toMatch(RECEIVER_LINK);
    // The old link answers nothing any more; the new one shows the shipment.
    expect((await receiverPage(tokenOf(first))).status()).toBe(404);
    expect((await receiverPage(tokenOf(second))).status()).toBe(200);

    await section.getByRole('button', { name: x.close }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.close }).click();
    await expect(section.getByTestId('receiver-closed')).toContainText(x.closed);
    await expect(field).toHaveCount(0);
    expect((await receiverPage(tokenOf(second))).status()).toBe(404);
    await saveScreenshot(page, 'consignment-tracking-closed-sv');
  });
});
