// The booking journeys' steps and checks, kept apart from the tests that walk them.
import { expect, type Page } from './fixtures.ts';
import { fillGoodsRow, fillPlace, showPrices } from './helpers.ts';
import { type Api, seedShipment } from './shipments.ts';

type Language = 'sv' | 'en';
export const T = {
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
export async function receiverContact(api: Api, name: string): Promise<string> {
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
export async function movePrice(api: Api, orderNo: string) {
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
export async function orders(api: Api, booked: boolean) {
  const list = await api('GET', `/order/customer/${api.id}?booked=${booked ? 1 : 0}&pageSize=100`);
  return (list as { orders: { orderNo: string; consignmentNo: string | null }[] }).orders;
}

/** Shipments left on the send list, made through the API: what a test needs, not what it tests. */
export async function unbooked(api: Api, receiver: string, count: number) {
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
export async function priceAndChoose(page: Page, lang: Language, kind: 'parcel' | 'pallet' = 'parcel') {
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
export async function addExtras(page: Page, lang: Language, o: { goodsValue: number; tailLift?: boolean }) {
  if (o.tailLift) await page.getByRole('checkbox', { name: T[lang].tailLift }).check();
  await page.locator('#insured').check();
  await page.locator('#goods-value').fill(String(o.goodsValue));
  await expectParts(page, o);
}

const sek = (n: number) => `${n.toFixed(2).replace('.', ',')} SEK`;

/** The price card of step 3 or 4 shows the insurance and tail lift as parts of the price. */
export async function expectParts(page: Page, o: { goodsValue: number; tailLift?: boolean }) {
  const card = page.getByTestId('shipment-price');
  await expect(card.getByTestId('price-line-insurance')).toContainText(
    sek(Math.max(65, o.goodsValue * 0.0075)),
  );
  if (o.tailLift) await expect(card.getByTestId('price-line-serviceOption')).toContainText(sek(260));
  await expect(card.getByTestId('price-net')).toContainText('SEK');
}

/** An insured parcel to Göteborg (receiver from the address book) or pallet to Oslo through step 3. */
export async function completeInsured(
  page: Page,
  lang: Language,
  kind: 'parcel' | 'pallet',
  company: string,
) {
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
export async function bookInsured(page: Page, lang: Language, kind: 'parcel' | 'pallet', company: string) {
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
export async function saveInsuredForLater(
  page: Page,
  lang: Language,
  kind: 'parcel' | 'pallet',
  company: string,
) {
  await completeInsured(page, lang, kind, company);
  await page.getByRole('button', { name: T[lang].saveForLater }).click();
  await expect(page).toHaveURL(/\/start$/, { timeout: 30_000 });
}

/** What the goods are, which step 3 asks of every goods line. */
export async function describeGoods(page: Page, lang: Language, text = 'Pumpdelar i gjutjärn') {
  await page.getByTestId('goods-fields').getByRole('textbox', { name: T[lang].goods }).fill(text);
}

/** The sender typed in full, as the company's own dispatch. */
export async function fillSender(page: Page, lang: Language) {
  const sender = page.getByTestId('part-consignor');
  await sender.getByRole('textbox', { name: T[lang].name }).fill('Nordisk Verktyg AB');
  await sender.getByRole('textbox', { name: T[lang].address }).first().fill('Hamngatan 1');
  await sender.getByRole('textbox', { name: T[lang].contactPerson }).fill('Per Ek');
  await sender.getByRole('textbox', { name: T[lang].mobile }).fill('0709876543');
  await sender.getByRole('textbox', { name: T[lang].email }).fill('per.ek@example.se');
}

/** The receiver picked from the address book by typing part of its name. */
export async function pickReceiver(page: Page, lang: Language, company: string) {
  const receiver = page.getByTestId('part-consignee');
  await receiver.getByRole('textbox', { name: T[lang].search }).fill(company.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${company}`) }).click();
  await expect(receiver.getByRole('textbox', { name: T[lang].name })).toHaveValue(company);
  await expect(receiver.getByRole('textbox', { name: T[lang].mobile })).toHaveValue('0701234567');
}

/** A shipment completed in step 3 and saved for later: it joins the send list. */
export async function saveForLater(page: Page, lang: Language, company: string) {
  await priceAndChoose(page, lang);
  await fillSender(page, lang);
  await describeGoods(page, lang);
  await pickReceiver(page, lang, company);
  await page.getByRole('button', { name: T[lang].saveForLater }).click();
  // Two calls (the consignment, then its order) on a machine that may be busy.
  await expect(page).toHaveURL(/\/start$/, { timeout: 30_000 });
}
