// The documents tests' shipments, answers and the customs form's filling, kept apart from the tests.
import { type APIRequestContext, expect, type Locator, type Page } from './fixtures.ts';
import { apiSession, type Place, type Shipment, seedShipment } from './shipments.ts';

type Booked = Shipment & { consignmentNo: string };

export const GOTEBORG: Place = {
  name: 'Åkesson & Söner AB',
  street: 'Avenyn 2',
  postcode: '41101',
  city: 'Göteborg',
};
export const OSLO: Place = {
  name: 'Fjord Kjøkken AS',
  street: 'Karl Johans gate 1',
  postcode: '0154',
  city: 'Oslo',
  countrycode: 'NO',
};

/** A shipment booked through the API the way step 4 books it, with the carrier `template` names. */
export async function bookShipment(request: APIRequestContext, to: Place, template: string): Promise<Booked> {
  const booked = await seedShipment(await apiSession(request), { to, template, book: true });
  expect(booked.consignmentNo).toBeTruthy();
  return booked as Booked;
}

/** The text of every page of a PDF, read back with pdf.js as the API's document tests read it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return texts.join('\n');
}

/**
 * Lets the app's call through unchanged and keeps what the server answered: the bytes of a file
 * the browser then shows in a tab (the 401 before a silent token refresh is passed over).
 */
export async function keepAnswer(page: Page, url: RegExp) {
  let resolve: (answer: { status: number; type: string; body: Buffer }) => void = () => {};
  const kept = new Promise<{ status: number; type: string; body: Buffer }>((r) => {
    resolve = r;
  });
  await page.route(url, async (route) => {
    const res = await route.fetch();
    const body = await res.body();
    if (res.status() !== 401)
      resolve({ status: res.status(), type: res.headers()['content-type'] ?? '', body });
    await route.fulfill({ response: res, body });
  });
  // In an object: awaiting this function registers the route, not the answer.
  return { kept };
}

/** Closes the tab the PDF was shown in, once it shows it (closed sooner, the app downloads it). */
export async function closeShown(tab: Page) {
  await tab.waitForURL(/^blob:/);
  await tab.close();
}

export const customsUrl = (b: Booked) => `/consignment/customs?consignmentId=${b.consignmentId}`;
export const paperlessUrl = (b: Booked) => `/consignment/upspaperless?consignmentId=${b.consignmentId}`;

/**
 * Picks `option` in a select, typing `typed` first. A click that lands while the list is still
 * moving (it opens, then filters as typed) can close it instead: then it opens and picks again.
 */
async function pick(page: Page, box: Locator, option: RegExp, typed?: string) {
  await expect(async () => {
    const choice = page.getByRole('option', { name: option });
    if (!(await choice.isVisible())) {
      await box.click();
      if (typed) await box.fill(typed);
    }
    await choice.click({ timeout: 2_000 });
    await expect(box).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

export function choose(page: Page, combobox: RegExp, option: RegExp) {
  return pick(page, page.getByRole('combobox', { name: combobox }), option);
}

/** Fills what the draft from the shipment leaves open, with `description` on the goods line. */
export async function fillCustoms(page: Page, description: string, language: 'sv' | 'en' = 'sv') {
  await page.getByRole('textbox', { name: /^(Fakturanummer|Invoice number)/ }).fill('INV-2026-17');
  await choose(page, /^(Leveransvillkor|Terms of delivery)/, /^DAP$/);
  await choose(page, /^(Orsak till export|Reason for export)/, /^(Försäljning|Sale)$/);
  const line = page.getByTestId('customs-line').first();
  await line.getByRole('textbox', { name: /^(Varubeskrivning|Description of the goods)/ }).fill(description);
  await line.getByRole('textbox', { name: /^(HS-nummer|HS code)/ }).fill('8211.91');
  const origin = line.getByRole('combobox', { name: /^(Ursprungsland|Country of origin)/ });
  await pick(page, origin, /^(Sverige|Sweden)$/, language === 'sv' ? 'Sver' : 'Swed');
  await line.getByRole('textbox', { name: /^(Antal|Quantity)/ }).fill('3');
  await line.getByRole('textbox', { name: /^(Enhet|Unit)$/ }).fill('st');
  await line.getByRole('textbox', { name: /^(Styckvärde|Unit value)/ }).fill('199,90');
  await line.getByRole('textbox', { name: /^(Nettovikt|Net weight)/ }).fill('0,9');
  await page.getByRole('textbox', { name: /^(Titel|Title)/ }).fill('Logistikansvarig');
}

export const A_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
