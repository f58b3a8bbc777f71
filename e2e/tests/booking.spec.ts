import { expect, expectAccessible, type Page, test } from './fixtures.ts';
import {
  fillGoodsRow,
  fillPlace,
  login,
  saveScreenshot,
  showPrices,
  startDemo,
  useLanguage,
} from './helpers.ts';
import { type Api, apiSession, seedShipment } from './shipments.ts';

type Language = 'sv' | 'en';
const T = {
  sv: {
    choose: 'Välj',
    name: /^Företag eller namn/,
    address: /^Adress/,
    contactPerson: /^Kontaktperson/,
    mobile: /^Mobil/,
    email: /^E-post/,
    search: 'Sök bland kontakter',
    continue: 'Gå vidare till bokning',
    saveForLater: 'Spara till senare',
    book: 'Boka',
    bookAll: 'Boka alla',
    booked: /Bokad! Fraktsedelsnummer \d+/,
    empty: 'Inga obokade sändningar',
    confirm: 'Ta bort',
  },
  en: {
    choose: 'Choose',
    name: /^Company or name/,
    address: /^Address/,
    contactPerson: /^Contact person/,
    mobile: /^Mobile/,
    email: /^E-mail/,
    search: 'Search contacts',
    continue: 'Continue to booking',
    saveForLater: 'Save for later',
    book: 'Book',
    bookAll: 'Book all',
    booked: /Booked! Consignment number \d+/,
    empty: 'No unbooked shipments',
    confirm: 'Delete',
  },
} as const;

/** A receiver in the user's address book, as a coordinator keeps their regular customers. */
async function receiverContact(api: Api, name: string): Promise<string> {
  // The database outlives one test: a run of its own finds only its own contact.
  const company = `${name} ${Date.now().toString(36)}`;
  await api('POST', '/contact/', {
    company,
    firstName: 'Eva',
    lastName: 'Lind',
    address1: 'Lilla Bommen 4',
    postcode: '41104',
    city: 'Göteborg',
    country: 'SE',
    mobile: '0701234567',
    email: 'eva.lind@example.se',
    consignee: true,
  });
  return company;
}

/** The user's unbooked (booked=0) or booked orders, read as the lists read them. */
async function orders(api: Api, booked: boolean) {
  const list = await api('GET', `/order/customer/${api.id}?booked=${booked ? 1 : 0}&pageSize=100`);
  return (list as { orders: { orderNo: string; consignmentNo: string | null }[] }).orders;
}

/** Shipments left on the send list, made through the API: what a test needs, not what it tests. */
async function unbooked(api: Api, receiver: string, count: number) {
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    const to = { name: receiver, postcode: '41104', city: 'Göteborg' };
    made.push((await seedShipment(api, { to, book: false })).orderNo);
  }
  return made;
}

/** Steps 1 and 2: one parcel Stockholm → Göteborg, and the cheapest service chosen. */
async function priceAndChoose(page: Page, lang: Language) {
  // Through the navbar, as a user starts the next shipment: the app stays loaded between them.
  await page
    .getByRole('navigation', { name: /^(Huvudmeny|Main menu)$/ })
    .getByRole('link', { name: /^(Ny frakt|New shipment)$/ })
    .click();
  await expect(page).toHaveURL(/\/start$/);
  await fillPlace(page, 'from', { postcode: '11351' });
  await fillPlace(page, 'to', { postcode: '41104' });
  await fillGoodsRow(page, 0, { weight: '5', length: '40', width: '30', height: '20' });
  await showPrices(page);
  await page.getByTestId('quote').first().getByRole('button', { name: T[lang].choose }).click();
  await expect(page).toHaveURL(/\/shipment\/complete$/);
}

/** The sender typed in full, as the company's own dispatch. */
async function fillSender(page: Page, lang: Language) {
  const sender = page.getByTestId('part-consignor');
  await sender.getByRole('textbox', { name: T[lang].name }).fill('Nordisk Verktyg AB');
  await sender.getByRole('textbox', { name: T[lang].address }).first().fill('Hamngatan 1');
  await sender.getByRole('textbox', { name: T[lang].contactPerson }).fill('Per Ek');
  await sender.getByRole('textbox', { name: T[lang].mobile }).fill('0709876543');
  await sender.getByRole('textbox', { name: T[lang].email }).fill('per.ek@example.se');
}

/** The receiver picked from the address book by typing part of its name. */
async function pickReceiver(page: Page, lang: Language, company: string) {
  const receiver = page.getByTestId('part-consignee');
  await receiver.getByRole('textbox', { name: T[lang].search }).fill(company.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${company}`) }).click();
  await expect(receiver.getByRole('textbox', { name: T[lang].name })).toHaveValue(company);
  await expect(receiver.getByRole('textbox', { name: T[lang].mobile })).toHaveValue('0701234567');
}

/** A shipment completed in step 3 and saved for later: it joins the send list. */
async function saveForLater(page: Page, lang: Language, company: string) {
  await priceAndChoose(page, lang);
  await fillSender(page, lang);
  await pickReceiver(page, lang, company);
  await page.getByRole('button', { name: T[lang].saveForLater }).click();
  // Two calls (the consignment, then its order) on a machine that may be busy.
  await expect(page).toHaveURL(/\/start$/, { timeout: 30_000 });
}

test.describe('booking', () => {
  test.beforeEach(() => {
    // Whole journeys through four steps, several times over: longer than one screen's test.
    test.setTimeout(120_000);
  });

  test('a customer completes a shipment with a picked contact, books it and finds it booked', async ({
    page,
    request,
  }) => {
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Mottagarna AB');
    await login(page);
    await priceAndChoose(page, 'sv');
    // A pickup day is proposed at once: never a weekend, never a holiday.
    await expect(page.locator('#pickup-date')).not.toHaveText('');
    await fillSender(page, 'sv');
    await pickReceiver(page, 'sv', company);
    await saveScreenshot(page, 'booking-step3-sv');

    await page.getByRole('button', { name: T.sv.continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=[A-Za-z0-9]{16}$/, { timeout: 30_000 });
    await expect(page.getByTestId('summary-consignee')).toContainText(company);
    await expect(page.getByTestId('summary-consignor')).toContainText('Nordisk Verktyg AB');
    await expect(page.getByTestId('price-total')).toContainText('SEK');
    await saveScreenshot(page, 'booking-step4-sv');

    await page.getByTestId('book-button').click();
    await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
    const banner = page.getByText(T.sv.booked);
    await expect(banner).toBeVisible();
    const consignmentNo = (await banner.textContent())?.match(/\d{6,}/)?.[0];
    expect(consignmentNo).toBeTruthy();
    // The booked list holds it, under the carrier's consignment number.
    expect((await orders(api, true)).map((o) => o.consignmentNo)).toContain(consignmentNo);
  });

  test('three shipments saved for later are booked together with Book all', async ({ page, request }) => {
    // Three journeys through steps 1–3, then four calls per booking.
    test.setTimeout(300_000);
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Samlade AB');
    await login(page);
    // Whatever earlier tests left unbooked is booked here too; only what this test adds is counted.
    const before = (await orders(api, false)).length;
    for (let i = 0; i < 3; i++) await saveForLater(page, 'sv', company);

    const list = page.getByTestId('send-list');
    await expect(list.getByTestId('send-list-item')).toHaveCount(before + 3);
    await expect(page.getByTestId('unbooked-badge').first()).toHaveText(String(before + 3));
    await expect(list.getByTestId('send-list-item').first()).toContainText('113 51 Stockholm');
    await expect(list.getByTestId('send-list-item').first()).toContainText('411 04 Göteborg');
    await saveScreenshot(page, 'booking-send-list-sv');

    await list.getByRole('button', { name: T.sv.bookAll }).click();
    await expect(page).toHaveURL(/\/consignment\/list$/, { timeout: 60_000 });
    await expect(list.getByTestId('send-list-empty')).toHaveText(T.sv.empty);
    await expect(page.getByTestId('unbooked-badge')).toHaveCount(0);
    expect(await orders(api, false)).toEqual([]);
  });

  test('a shipment is deleted from the send list, and deleting the one on screen returns to start', async ({
    page,
    request,
  }) => {
    const api = await apiSession(request);
    const [first, second] = (await unbooked(api, 'Borttagna AB', 2)) as [string, string];
    await login(page);
    const list = page.getByTestId('send-list');

    // From the start page: the list only shrinks.
    await list.locator(`[data-order-no="${first}"]`).getByTestId('send-list-delete').click();
    await expectAccessible(page, 'the delete confirmation');
    await page.getByTestId('confirm-delete').click();
    await expect(list.locator(`[data-order-no="${first}"]`)).toHaveCount(0);
    await expect(page).toHaveURL(/\/start$/);

    // The shipment open in step 4: deleting it leaves step 4 for the start page.
    await list.locator(`[data-order-no="${second}"]`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/shipment/book\\?orderNo=${second}$`));
    await list.locator(`[data-order-no="${second}"]`).getByTestId('send-list-delete').click();
    await page.getByRole('button', { name: T.sv.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/start$/);
    const left = (await orders(api, false)).map((o) => o.orderNo);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });

  // The journeys once in English: its screens pictured, and its words on every button they press.
  test('in English: a shipment booked through the steps, then the send list deleted from and booked', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'en');
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Recipients AB');
    const [doomed] = (await unbooked(api, 'Waiting Ltd', 2)) as [string, string];
    await login(page);
    await priceAndChoose(page, 'en');
    await fillSender(page, 'en');
    await pickReceiver(page, 'en', company);
    await saveScreenshot(page, 'booking-step3-en');
    await page.getByRole('button', { name: T.en.continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=/, { timeout: 30_000 });
    await expect(page.getByTestId('summary-consignee')).toContainText(company);
    await saveScreenshot(page, 'booking-step4-en');
    await page.getByTestId('book-button').click();
    await expect(page.getByText(T.en.booked)).toBeVisible({ timeout: 30_000 });

    const list = page.getByTestId('send-list');
    await page.goto('/start');
    await expect(list.locator(`[data-order-no="${doomed}"]`)).toBeVisible();
    await saveScreenshot(page, 'booking-send-list-en');
    await list.locator(`[data-order-no="${doomed}"]`).getByTestId('send-list-delete').click();
    await page.getByRole('button', { name: T.en.confirm, exact: true }).click();
    await expect(list.locator(`[data-order-no="${doomed}"]`)).toHaveCount(0);
    await list.getByRole('button', { name: T.en.bookAll }).click();
    await expect(page).toHaveURL(/\/consignment\/list$/, { timeout: 60_000 });
    await expect(list.getByTestId('send-list-empty')).toHaveText(T.en.empty);
    expect(await orders(api, false)).toEqual([]);
  });
});

test('the demo user is stopped before step 3: no send list, and step 3 leads back to welcome', async ({
  page,
}) => {
  await startDemo(page);
  await expect(page.getByTestId('send-list')).toHaveCount(0);
  await page.goto('/shipment/complete');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/shipment/book?orderNo=ABCDEFGHIJKLMNOP');
  await expect(page).toHaveURL(/\/welcome$/);
});
