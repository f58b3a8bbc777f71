import { closeShown, GOTEBORG, keepAnswer, pdfText } from './documents-steps.ts';
import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, login, saveScreenshot, USER, useLanguage } from './helpers.ts';
import { apiSession, seedShipment } from './shipments.ts';

// Runs against the bills the seed gives the sample company (Nordisk Verktyg AB): invoices 1001
// (paid), 1002 (overdue) and 1003 (unpaid, not yet due), credit note 1004 crediting 1001, with
// their bill orders; the company has no pay-later application.

const TEXTS = {
  sv: {
    bills: 'Fakturahistorik',
    orders: 'Ordrar',
    status: 'Status',
    overdue: 'Förfallen',
    overdueFigure: /^Förfallet/,
    creditNote: 'Kreditfaktura',
    credits: 'krediterar faktura 1001',
    pdf: (no: string) => `Öppna faktura ${no} som PDF`,
    search: 'Sök',
    open: /^Öppna sändning /,
    adminOnly: 'Fakturorna visas för administratörer',
    nav: 'Fakturor och ordrar',
    terms: 'Villkor för Betala senare',
    lateHeading: 'Sen betalning',
  },
  en: {
    bills: 'Invoice history',
    orders: 'Orders',
    status: 'Status',
    overdue: 'Overdue',
    overdueFigure: /^Overdue/,
    creditNote: 'Credit note',
    credits: 'credits invoice 1001',
    pdf: (no: string) => `Open invoice ${no} as a PDF`,
    search: 'Search',
    open: /^Open shipment /,
    adminOnly: 'Invoices are shown to administrators',
    nav: 'Invoices and orders',
    terms: 'Pay later terms',
    lateHeading: 'Late payment',
  },
} as const;

const billRow = (page: Page, invoiceNo: string) =>
  page.locator(`[data-testid="bill-row"][data-invoice-no="${invoiceNo}"]`);

test.describe('bills', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['sv', 'en'] as const) {
    test(`an administrator sees the invoices and the account, filters the overdue one, opens its PDF and searches the orders (${language})`, async ({
      page,
      request,
    }) => {
      const x = TEXTS[language];
      // A booking of this test: its lines come to the order list from order.booked.
      const booked = await seedShipment(await apiSession(request, ADMIN), { to: GOTEBORG, book: true });
      await useLanguage(page, language);
      await login(page, ADMIN);
      await page.goto('/bill/list');
      await expect(page.getByRole('heading', { name: x.bills, level: 1 })).toBeVisible({ timeout: 20_000 });

      await expect(page.getByTestId('bill-row')).toHaveCount(4);
      const credit = billRow(page, '1004');
      await expect(credit.getByTestId('credit-note')).toHaveText(x.creditNote);
      await expect(credit).toContainText(x.credits);
      await expect(credit.getByRole('button')).toHaveCount(0);
      const card = page.getByTestId('balance-card');
      await expect(card.getByTestId('balance-overdue')).toHaveAttribute('data-tone', 'alert');
      await expect(card.getByTestId('balance-overdue')).toContainText(x.overdueFigure);
      await saveScreenshot(page, `bill-list-${language}`);

      await page.getByRole('combobox', { name: x.status }).click();
      await page.getByRole('option', { name: x.overdue }).click();
      await expect(page.getByTestId('bill-row')).toHaveCount(1);
      const overdue = billRow(page, '1002');
      await expect(overdue.getByTestId('bill-status')).toHaveText(x.overdue);

      const { kept } = await keepAnswer(page, /\/api\/bill\/link\/\d+$/);
      const popup = page.waitForEvent('popup');
      await overdue.getByRole('button', { name: x.pdf('1002') }).click();
      const { status, type, body } = await kept;
      expect(status).toBe(200);
      expect(type).toContain('application/pdf');
      await closeShown(await popup);
      expect(await pdfText(body)).toContain('1002');

      await page.getByRole('navigation', { name: x.nav }).getByRole('link', { name: x.orders }).click();
      await expect(page).toHaveURL(/\/bill\/order\/list$/);
      const rows = page.getByTestId('bill-order-row');
      await expect(rows.first()).toBeVisible({ timeout: 20_000 });
      const { orderNo } = booked;
      await expect(async () => {
        await page.reload();
        await expect(rows.getByRole('link', { name: x.open }).first()).toHaveText(orderNo, {
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });
      await saveScreenshot(page, `bill-order-list-${language}`);

      // Searched by the booking's order number, every line shown is that shipment's.
      await page.getByRole('textbox', { name: x.search }).fill(orderNo);
      await expect(async () => {
        const texts = await rows.allTextContents();
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).toContain(orderNo);
      }).toPass({ timeout: 10_000 });
      await rows.first().getByRole('link', { name: x.open }).click();
      await expect(page).toHaveURL(new RegExp(`/consignment\\?orderNo=${encodeURIComponent(orderNo)}$`));
    });

    test(`someone who is not an administrator is told the invoices are for administrators (${language})`, async ({
      page,
    }) => {
      const x = TEXTS[language];
      await useLanguage(page, language);
      await login(page, USER);
      await page.goto('/bill/list');
      await expect(page.getByTestId('admin-only')).toContainText(x.adminOnly, { timeout: 20_000 });
      await expect(page.getByTestId('bill-row')).toHaveCount(0);
      await expect(page.getByTestId('balance-balance')).toBeVisible();
      await saveScreenshot(page, `bill-list-user-${language}`);
    });

    test(`the pay-later terms (${language})`, async ({ page }) => {
      const x = TEXTS[language];
      await useLanguage(page, language);
      await login(page, ADMIN);
      await page.goto('/profile/paylaterterms');
      await expect(page.getByRole('heading', { name: x.terms, level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: x.lateHeading, level: 2 })).toBeVisible();
      await saveScreenshot(page, `pay-later-terms-${language}`);
    });
  }

  // One application per company: it is made once, in Swedish, and then seen pending in English.
  test('an administrator applies for pay later and sees it pending, in sv and en', async ({ page }) => {
    await useLanguage(page, 'sv');
    await login(page, ADMIN);
    await page.goto('/profile/paylater');
    await expect(page.getByRole('heading', { name: 'Betala senare', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('pay-later-state')).toHaveText('Ingen ansökan');
    await expect(page.getByRole('textbox', { name: /^Organisationsnummer/ })).toHaveValue(/^\d{6}-\d{4}$/);
    await page.getByRole('textbox', { name: /^Önskad kreditgräns/ }).fill('100000');
    await page
      .getByRole('textbox', { name: 'Meddelande till kreditavdelningen' })
      .fill('Vi bokar ett fyrtiotal sändningar i månaden.');
    await saveScreenshot(page, 'pay-later-form-sv');
    await page.getByRole('button', { name: 'Skicka ansökan' }).click();
    await expect(page.getByTestId('pay-later-state')).toHaveText('Väntar på beslut');
    await expect(page.getByTestId('pay-later-status')).toContainText(/100\s000\sSEK/);
    await expect(page.getByRole('button', { name: 'Skicka ansökan' })).toHaveCount(0);
    await saveScreenshot(page, 'pay-later-sv');

    await useLanguage(page, 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pay later', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('pay-later-state')).toHaveText('Awaiting decision');
    await saveScreenshot(page, 'pay-later-en');
    await page.getByRole('link', { name: 'Pay later terms' }).click();
    await expect(page).toHaveURL(/\/profile\/paylaterterms$/);
  });
});
