import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { e2eServer } from '../servers.ts';
import { expect, type Page, test } from './fixtures.ts';
import { login, saveScreenshot, saveViewportScreenshot, useLanguage } from './helpers.ts';
import { type Api, apiSession, seedShipment } from './shipments.ts';

/** Names of this run's shipments carry it, so a worker's second seeding never finds the first's rows. */
const run = randomUUID().slice(0, 6).toUpperCase();
const name = (n: string) => `${n} ${run}`;

/** A shipment to Göteborg with DHL Freight, as step 3 leaves it and, when asked, step 4 books it. */
async function shipment(api: Api, o: { receiver: string; reference: string; book: boolean }) {
  const to = { name: o.receiver, postcode: '41101', city: 'Göteborg' };
  return (await seedShipment(api, { to, reference: o.reference, book: o.book })).orderNo;
}

/** SQL on the e2e server's own database: the carrier's reports and the passing of time. */
async function sql(text: string, values: unknown[]) {
  const { dataDir } = e2eServer(test.info().parallelIndex);
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'skeppa', password, database: 'skeppa' });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const rows = (page: Page) => page.locator('table tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

const longReceiver = name('Fjällbutiken AB Centrallager och Reservdelar');
let inTransit = '';
let archived = '';
let unbooked: string[] = [];

test.beforeAll(async ({ request }) => {
  const call = await apiSession(request);
  // A long receiver and a long reference, as an ERP writes them: the list must still fit its card.
  inTransit = await shipment(call, {
    receiver: longReceiver,
    reference: `E2E-TRANSIT-${run}-ERP-ORDER-2026-11-28-0001234567`,
    book: true,
  });
  await shipment(call, {
    receiver: name('Kustlagret AB'),
    reference: `E2E-PLAIN-${run}`,
    book: true,
  });
  archived = await shipment(call, {
    receiver: name('Gamla Kunden AB'),
    reference: `E2E-ARCHIVED-${run}`,
    book: true,
  });
  unbooked = [
    await shipment(call, {
      receiver: name('Osäker Kund AB'),
      reference: `E2E-NEW1-${run}`,
      book: false,
    }),
    await shipment(call, {
      receiver: name('Tveksam Kund AB'),
      reference: `E2E-NEW2-${run}`,
      book: false,
    }),
  ];
  await sql("UPDATE orders SET status_category = 'IN_TRANSIT', status_updated = now() WHERE order_no = $1", [
    inTransit,
  ]);
  await sql("UPDATE orders SET date_booked = now() - interval '14 months' WHERE order_no = $1", [archived]);
});

for (const language of ['sv', 'en'] as const) {
  test(`booked list: date range, search and status (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await login(page);
    await page.goto('/consignment/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'sv' ? 'Frakthistorik' : 'Shipment history',
    );
    await expect(row(page, longReceiver)).toContainText(language === 'sv' ? 'Under transport' : 'In transit');
    await expect(row(page, name('Kustlagret AB'))).toContainText(language === 'sv' ? 'Bokad' : 'Booked');
    // Booked 14 months ago: outside the last month the list starts with.
    await expect(row(page, name('Gamla Kunden AB'))).toHaveCount(0);
    await saveScreenshot(page, `consignment-list-${language}`);
    // No column hides behind the card's edge at 1360 px, long names and references included.
    const widths = await page.evaluate(() => {
      const table = document.querySelector('.mantine-datatable table') as HTMLElement;
      return {
        table: table.scrollWidth,
        card: (table.closest('.mantine-datatable') as HTMLElement).clientWidth,
      };
    });
    expect(widths.table).toBeLessThanOrEqual(widths.card);

    await page
      .getByRole('textbox', { name: language === 'sv' ? 'Sök' : 'Search' })
      .fill(`e2e-plain-${run}`.toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`E2E-PLAIN-${run}`);
    await page.getByRole('textbox', { name: language === 'sv' ? 'Sök' : 'Search' }).fill('');
    await expect(row(page, longReceiver)).toHaveCount(1);

    const from = page.getByLabel(language === 'sv' ? 'Från och med' : 'From', { exact: true });
    await from.fill('2020-01-01');
    await expect(row(page, name('Gamla Kunden AB'))).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: language === 'sv' ? 'Under transport' : 'In transit' }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(
      language === 'sv' ? 'Under transport' : 'In transit',
    );
    // The server filters: only the shipment in transit is left, the merely booked ones are gone.
    await expect(row(page, name('Kustlagret AB'))).toHaveCount(0);
    await expect(row(page, name('Gamla Kunden AB'))).toHaveCount(0);
    await expect(row(page, longReceiver)).toHaveCount(1);

    // A booked row links to its consignment page.
    await expect(row(page, longReceiver).getByRole('link')).toHaveAttribute(
      'href',
      `/consignment?orderNo=${inTransit}`,
    );
  });
}

test('a booked shipment’s page shows parties, goods, service, status and references', async ({ page }) => {
  await login(page);
  await page.goto(`/consignment?orderNo=${inTransit}`);
  await expect(page.getByTestId('part-consignor')).toContainText('Nordisk Verktyg AB');
  await expect(page.getByTestId('part-consignee')).toContainText(longReceiver);
  await expect(page.getByTestId('part-consignee')).toContainText('411 01 Göteborg');
  await expect(page.getByTestId('goods')).toContainText('Paket');
  await expect(page.getByTestId('service')).toContainText('DHL Freight');
  // The service by its name, not its template code; a 40×30×20 cm parcel is 0.024 m³.
  await expect(page.getByTestId('service')).toContainText('DHL Paket');
  await expect(page.getByTestId('service')).not.toContainText('dhl_freight_paket');
  await expect(page.getByTestId('goods')).toContainText('0,024');
  await expect(page.getByTestId('references')).toContainText(`E2E-TRANSIT-${run}`);
  await expect(page.getByText('Under transport').first()).toBeVisible();
  await expect(page.getByTestId('archived-notice')).toHaveCount(0);
  await saveScreenshot(page, 'consignment-page-sv');

  await page.getByRole('button', { name: 'Boka igen som ny sändning' }).click();
  await expect(page).toHaveURL(/\/shipment\/price$/);
  await expect(page.getByRole('textbox', { name: /^Postnummer/ }).nth(1)).toHaveValue(/411 ?01/);
});

const CANCEL_TEXTS = {
  sv: { cancel: 'Avboka', dialog: 'Avboka sändningen', status: 'Avbokad' },
  en: { cancel: 'Cancel booking', dialog: 'Cancel the booking', status: 'Cancelled' },
} as const;

for (const language of ['sv', 'en'] as const) {
  test(`a booked shipment is cancelled before pickup from its page (${language})`, async ({
    page,
    request,
  }) => {
    const texts = CANCEL_TEXTS[language];
    const orderNo = await shipment(await apiSession(request), {
      receiver: name(`Avbokas ${language} AB`),
      reference: `E2E-CANCEL-${language}-${run}`,
      book: true,
    });
    await useLanguage(page, language);
    await login(page);
    await page.goto(`/consignment?orderNo=${orderNo}`);
    await page.getByRole('button', { name: texts.cancel }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await saveViewportScreenshot(page, `consignment-cancel-dialog-${language}`);
    await dialog.getByRole('button', { name: texts.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-status="cancelled"]')).toHaveText(texts.status);
    await expect(page.getByRole('button', { name: texts.cancel })).toHaveCount(0);
    await saveScreenshot(page, `consignment-cancelled-${language}`);
  });
}

test('an archived shipment shows a summary and the archived notice (en)', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page);
  await page.goto(`/consignment?orderNo=${archived}`);
  await expect(page.getByTestId('archived-notice')).toContainText('archived');
  await expect(page.getByTestId('archived-summary')).toContainText(name('Gamla Kunden AB'));
  await expect(page.getByTestId('archived-summary')).toContainText('Summary');
  await expect(page.getByTestId('archived-summary')).toContainText('DHL Paket');
  await expect(page.getByTestId('goods')).toHaveCount(0);
  await expect(page.getByTestId('part-consignor')).toHaveCount(0);
  await saveScreenshot(page, 'consignment-archived-en');
});

test('unbooked shipments link into step 4 and are deleted in bulk after a confirmation', async ({ page }) => {
  await login(page);
  await page.goto('/consignment/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ej bokade sändningar');
  const [first, second] = unbooked;
  await expect(page.getByRole('link', { name: `Boka ${first}` })).toHaveAttribute(
    'href',
    `/shipment/book?orderNo=${first}`,
  );
  await saveScreenshot(page, 'consignment-new-sv');
  await page.getByRole('checkbox', { name: `Markera ${first}` }).check();
  await page.getByRole('checkbox', { name: `Markera ${second}` }).check();
  await page.getByRole('button', { name: 'Ta bort markerade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ta bort sändning' });
  await expect(dialog).toContainText('Vill du ta bort 2 ej bokade sändningar?');
  await saveScreenshot(page, 'consignment-new-delete-sv');
  await dialog.getByRole('button', { name: 'Ta bort' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name('Osäker Kund AB'))).toHaveCount(0);
  await expect(row(page, name('Tveksam Kund AB'))).toHaveCount(0);
});
