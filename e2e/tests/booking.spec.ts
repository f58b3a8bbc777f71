import { expect, expectAccessible, type Page, test } from './fixtures.ts';
import {
  fillGoodsRow,
  fillPlace,
  login,
  saveScreenshot,
  saveViewportScreenshot,
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
    goods: /^Varubeskrivning/,
    continue: 'Gå vidare till bokning',
    saveForLater: 'Spara till senare',
    book: 'Boka',
    bookAll: 'Boka alla',
    booked: /Bokad! Fraktsedelsnummer \d+/,
    empty: 'Inga obokade sändningar',
    confirm: 'Ta bort',
    norway: /^Norge$/,
    pallet: /^EUR Pall$/,
    city: /^Ort/,
    tailLift: /^Bakgavellyft/,
    review: 'Granska och boka',
    bookAtNew: 'Boka till det nya priset',
  },
  en: {
    choose: 'Choose',
    name: /^Company or name/,
    address: /^Address/,
    contactPerson: /^Contact person/,
    mobile: /^Mobile/,
    email: /^E-mail/,
    search: 'Search contacts',
    goods: /^Goods description/,
    continue: 'Continue to booking',
    saveForLater: 'Save for later',
    book: 'Book',
    bookAll: 'Book all',
    booked: /Booked! Consignment number \d+/,
    empty: 'No unbooked shipments',
    confirm: 'Delete',
    norway: /^Norway$/,
    pallet: /^EUR pallet$/,
    city: /^City/,
    tailLift: /^Tail lift/,
    review: 'Review and book',
    bookAtNew: 'Book at the new price',
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

/** Saves the order again 10 SEK below its price, as if tariffs had moved since it was saved. */
async function movePrice(api: Api, orderNo: string) {
  const o = (await api('GET', `/order/${orderNo}`)) as Record<string, unknown> & { calculatedPrice: number };
  const fields = [
    'orderNo',
    'consignmentId',
    'supplierId',
    'templateName',
    'consigneeType',
    'calculatedCurrency',
  ];
  await api('PUT', '/order/', {
    ...Object.fromEntries(fields.map((f) => [f, o[f]])),
    calculatedPrice: o.calculatedPrice - 10,
  });
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

/**
 * Steps 1 and 2: one 5 kg parcel Stockholm → Göteborg and the cheapest service, or one 300 kg
 * pallet Stockholm → Oslo with DHL Stycke (which offers a tail lift).
 */
async function priceAndChoose(page: Page, lang: Language, kind: 'parcel' | 'pallet' = 'parcel') {
  // Through the navbar, as a user starts the next shipment: the app stays loaded between them.
  await page
    .getByRole('navigation', { name: /^(Huvudmeny|Main menu)$/ })
    .getByRole('link', { name: /^(Ny frakt|New shipment)$/ })
    .click();
  await expect(page).toHaveURL(/\/start$/);
  await fillPlace(page, 'from', { postcode: '11351' });
  if (kind === 'parcel') {
    await fillPlace(page, 'to', { postcode: '41104' });
    await fillGoodsRow(page, 0, { weight: '5', length: '40', width: '30', height: '20' });
  } else {
    await fillPlace(page, 'to', { country: T[lang].norway, postcode: '0154' });
    await fillGoodsRow(page, 0, { type: T[lang].pallet, weight: '300', height: '100' });
  }
  await showPrices(page);
  const quote =
    kind === 'parcel'
      ? page.getByTestId('quote').first()
      : page.getByTestId('quote').filter({ hasText: 'DHL Stycke' });
  await quote.getByRole('button', { name: T[lang].choose }).click();
  await expect(page).toHaveURL(/\/shipment\/complete$/);
}

/** The receiver in Oslo typed by hand. */
async function fillOsloReceiver(page: Page, lang: Language) {
  const receiver = page.getByTestId('part-consignee');
  await receiver.getByRole('textbox', { name: T[lang].name }).fill('Fjordlager AS');
  await receiver.getByRole('textbox', { name: T[lang].address }).first().fill('Karl Johans gate 1');
  await receiver.getByRole('textbox', { name: T[lang].city }).fill('Oslo');
  await receiver.getByRole('textbox', { name: T[lang].contactPerson }).fill('Kari Nordmann');
  await receiver.getByRole('textbox', { name: T[lang].mobile }).fill('4722334455');
}

/**
 * Step 3's insurance (and a tail lift), checked on the price card as the parts they add:
 * 0.75 % of the goods value, and the tail lift's 260 SEK.
 */
async function addExtras(page: Page, lang: Language, o: { goodsValue: number; tailLift?: boolean }) {
  if (o.tailLift) await page.getByRole('checkbox', { name: T[lang].tailLift }).check();
  await page.locator('#insured').check();
  await page.locator('#goods-value').fill(String(o.goodsValue));
  await expectParts(page, o);
}

const sek = (n: number) => `${n.toFixed(2).replace('.', ',')} SEK`;

/** The price card of step 3 or 4 shows the insurance and tail lift as parts of the price. */
async function expectParts(page: Page, o: { goodsValue: number; tailLift?: boolean }) {
  const card = page.getByTestId('shipment-price');
  await expect(card.getByTestId('price-line-insurance')).toContainText(
    sek(Math.max(65, o.goodsValue * 0.0075)),
  );
  if (o.tailLift) await expect(card.getByTestId('price-line-serviceOption')).toContainText(sek(260));
  await expect(card.getByTestId('price-net')).toContainText('SEK');
}

/** An insured parcel to Göteborg (receiver from the address book) or pallet to Oslo through step 3. */
async function completeInsured(page: Page, lang: Language, kind: 'parcel' | 'pallet', company: string) {
  await priceAndChoose(page, lang, kind);
  await fillSender(page, lang);
  await describeGoods(page, lang);
  if (kind === 'parcel') await pickReceiver(page, lang, company);
  else await fillOsloReceiver(page, lang);
  const extras = kind === 'parcel' ? { goodsValue: 10_000 } : { goodsValue: 20_000, tailLift: true };
  await addExtras(page, lang, extras);
  return extras;
}

/** Through step 4's Book: the parts again, booked at that price. */
async function bookInsured(page: Page, lang: Language, kind: 'parcel' | 'pallet', company: string) {
  const extras = await completeInsured(page, lang, kind, company);
  await page.getByRole('button', { name: T[lang].continue }).click();
  await expect(page).toHaveURL(/\/shipment\/book\?orderNo=/, { timeout: 30_000 });
  await expectParts(page, extras);
  await expect(page.getByTestId('price-changed')).toHaveCount(0);
  await page.getByTestId('book-button').click();
  // The consignment page is where a booking ends: a next step taken before it shows races it.
  await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
  await expect(page.getByText(T[lang].booked)).toBeVisible();
}

/** Saved for later from step 3, insured: it joins the send list at the price shown. */
async function saveInsuredForLater(page: Page, lang: Language, kind: 'parcel' | 'pallet', company: string) {
  await completeInsured(page, lang, kind, company);
  await page.getByRole('button', { name: T[lang].saveForLater }).click();
  await expect(page).toHaveURL(/\/start$/, { timeout: 30_000 });
}

/** What the goods are, which step 3 asks of every goods line. */
async function describeGoods(page: Page, lang: Language, text = 'Pumpdelar i gjutjärn') {
  await page.getByTestId('goods-fields').getByRole('textbox', { name: T[lang].goods }).fill(text);
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
  await describeGoods(page, lang);
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

  test('a customer completes an insured shipment with a picked contact, books it at its price and finds it booked', async ({
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
    await describeGoods(page, 'sv', 'Handverktyg i stål');
    await pickReceiver(page, 'sv', company);
    await addExtras(page, 'sv', { goodsValue: 10_000 });
    await saveScreenshot(page, 'booking-step3-sv');

    await page.getByRole('button', { name: T.sv.continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=[A-Za-z0-9]{16}$/, { timeout: 30_000 });
    await expect(page.getByTestId('summary-consignee')).toContainText(company);
    await expect(page.getByTestId('summary-consignor')).toContainText('Nordisk Verktyg AB');
    // The goods as the waybill will describe them, before and after booking.
    await expect(page.getByTestId('summary-goods')).toContainText('Handverktyg i stål');
    await expectParts(page, { goodsValue: 10_000 });
    await expect(page.getByTestId('price-changed')).toHaveCount(0);
    await saveScreenshot(page, 'booking-step4-sv');

    await page.getByTestId('book-button').click();
    await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
    const banner = page.getByText(T.sv.booked);
    await expect(banner).toBeVisible();
    const consignmentNo = (await banner.textContent())?.match(/\d{6,}/)?.[0];
    expect(consignmentNo).toBeTruthy();
    await expect(page.getByTestId('goods')).toContainText('Handverktyg i stål');
    // The booked list holds it, under the carrier's consignment number.
    expect((await orders(api, true)).map((o) => o.consignmentNo)).toContain(consignmentNo);
  });

  test('an insured pallet to Oslo with a tail lift is booked through the steps at its price, parts and all', async ({
    page,
  }) => {
    await login(page);
    await bookInsured(page, 'sv', 'pallet', '');
  });

  test('three shipments saved for later, two insured and one with a tail lift, are booked together with Book all', async ({
    page,
    request,
  }) => {
    // Three journeys through steps 1–3, then four calls per booking.
    test.setTimeout(300_000);
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Samlade AB');
    await login(page);
    // Whatever earlier tests left unbooked is booked here too; only what this test adds is counted.
    const before = (await orders(api, false)).length;
    await saveInsuredForLater(page, 'sv', 'parcel', company);
    await saveInsuredForLater(page, 'sv', 'pallet', company);
    await saveForLater(page, 'sv', company);

    const list = page.getByTestId('send-list');
    await expect(list.getByTestId('send-list-item')).toHaveCount(before + 3);
    await expect(page.getByTestId('unbooked-badge').first()).toHaveText(String(before + 3));
    await expect(list.getByTestId('send-list-item').first()).toContainText('113 51 Stockholm');
    await expect(list.getByTestId('send-list-item').first()).toContainText('411 04 Göteborg');
    await expect(list.getByTestId('send-list-item').nth(1)).toContainText('0154 Oslo');
    await saveScreenshot(page, 'booking-send-list-sv');

    await list.getByRole('button', { name: T.sv.bookAll }).click();
    // Book all asks first, with how many and for how much.
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(`${before + 3} sändningar bokas`);
    await expect(ask).toContainText('SEK exkl. moms');
    await saveViewportScreenshot(page, 'booking-book-all-confirm-sv');
    await ask.getByTestId('confirm').click();
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
  test('in English: insured shipments booked through the steps and with Book all; a moved price booked at the new one', async ({
    page,
    request,
  }) => {
    // Five journeys through the steps and Book all.
    test.setTimeout(300_000);
    await useLanguage(page, 'en');
    const api = await apiSession(request);
    const company = await receiverContact(api, 'Recipients AB');
    const [doomed, moved] = (await unbooked(api, 'Waiting Ltd', 2)) as [string, string];
    await movePrice(api, moved);
    await login(page);
    const pallet = await completeInsured(page, 'en', 'pallet', '');
    // Goods leaving the EU: customs take no bare "parts", and step 3 says so at the field.
    await describeGoods(page, 'en', 'Parts');
    await page.getByRole('button', { name: T.en.continue }).click();
    const goods = page.getByTestId('goods-fields').getByRole('textbox', { name: T.en.goods });
    await expect(goods).toHaveAccessibleDescription(/Describe the goods concretely/);
    await saveScreenshot(page, 'booking-step3-goods-en');
    await describeGoods(page, 'en');
    await saveScreenshot(page, 'booking-step3-en');
    await page.getByRole('button', { name: T.en.continue }).click();
    await expect(page).toHaveURL(/\/shipment\/book\?orderNo=/, { timeout: 30_000 });
    await expect(page.getByTestId('summary-consignee')).toContainText('Fjordlager AS');
    await expectParts(page, pallet);
    await saveScreenshot(page, 'booking-step4-en');
    await page.getByTestId('book-button').click();
    await expect(page).toHaveURL(/\/consignment\?orderNo=/, { timeout: 30_000 });
    await expect(page.getByText(T.en.booked)).toBeVisible();
    await bookInsured(page, 'en', 'parcel', company);
    await saveInsuredForLater(page, 'en', 'parcel', company);
    await saveInsuredForLater(page, 'en', 'pallet', company);

    const list = page.getByTestId('send-list');
    await expect(list.locator(`[data-order-no="${doomed}"]`)).toBeVisible();
    await saveScreenshot(page, 'booking-send-list-en');
    await list.locator(`[data-order-no="${doomed}"]`).getByTestId('send-list-delete').click();
    await page.getByRole('button', { name: T.en.confirm, exact: true }).click();
    await expect(list.locator(`[data-order-no="${doomed}"]`)).toHaveCount(0);
    await list.getByRole('button', { name: T.en.bookAll }).click();
    await expect(page.getByRole('dialog')).toContainText('3 shipments are booked');
    await saveViewportScreenshot(page, 'booking-book-all-confirm-en');
    await page.getByRole('dialog').getByTestId('confirm').click();
    // The two insured shipments book; the one whose price moved says so, with both prices.
    const refused = page.getByTestId('book-all-errors');
    await expect(refused).toContainText(`${moved}: The price has changed from`, { timeout: 60_000 });
    await expect(list.getByTestId('send-list-item')).toHaveCount(1);
    await refused.getByRole('link', { name: T.en.review }).click();
    await expect(page).toHaveURL(new RegExp(`/shipment/book\\?orderNo=${moved}$`));
    await expect(page.getByTestId('price-changed')).toBeVisible();
    await saveScreenshot(page, 'booking-price-changed-en');
    await page.getByRole('button', { name: T.en.bookAtNew }).click();
    await expect(page.getByText(T.en.booked)).toBeVisible({ timeout: 30_000 });
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
