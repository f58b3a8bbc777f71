import { bookingPriceInput, type Consignment, type Quote } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { key } from './helpers/bookings.ts';
import { caller, fullConsignment } from './helpers/shipments.ts';

// What a booking agrees to is the whole price step 3 showed: freight and its surcharges, each
// added service, the insurance, VAT apart. The web app prices the consignment it saves with
// bookingPriceInput, stores that price on the order, and books it as Book and Book all do.
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
const NOW = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

type Shipment = { consignment: Consignment; templateName: string };

/** A 12 kg parcel within Sweden (DHL Paket, which offers no added services). */
function domesticParcel(): Shipment {
  const consignment = fullConsignment({ pickupDate: '2026-11-25' });
  consignment.goodsItem[0]!.weight = 12;
  return { consignment, templateName: 'dhl_freight_paket' };
}

/** A 300 kg pallet from Stockholm to Oslo (DHL Stycke, whose tail lift costs 260 SEK). */
function palletToOslo(): Shipment {
  const consignment = fullConsignment({ templateName: 'dhl_freight_stycke', pickupDate: '2026-11-25' });
  Object.assign(consignment.parts[1]!.address, {
    name: 'Mottaker AS',
    address: ['Karl Johans gate 1', ''],
    postcode: '0154',
    city: 'Oslo',
    countrycode: 'NO',
  });
  consignment.goodsItem[0] = {
    ...consignment.goodsItem[0]!,
    packageType: 'pallet',
    tag: 'pallet',
    weight: 300,
    length: 120,
    width: 80,
    height: 100,
    isStackable: false,
  };
  return { consignment, templateName: 'dhl_freight_stycke' };
}

/** Step 3's chosen added services and insurance on the consignment, as the web app saves it. */
function completed(s: Shipment, o: { addOn?: string; insured?: number }): Consignment {
  const c = structuredClone(s.consignment);
  c.transportProduct.serviceOption = o.addOn ? [{ type: o.addOn }] : [];
  c.insuranceGoodsValue = o.insured ?? null;
  return c;
}

/** The price step 3 shows for the completed shipment: one quote, as the booking will make it. */
async function quoteOf(c: Consignment, templateName: string, insured?: number): Promise<Quote> {
  const terms = {
    consigneeType: 'company',
    noPickup: false,
    insured: !!insured,
    goodsValue: insured ?? null,
  } as const;
  const res = await call(user, 'POST', '/consignment/price/', [bookingPriceInput(terms, c)]);
  expect(res.statusCode).toBe(200);
  const quote = (res.json().priceResult as Quote[]).find((q) => q.templateName === templateName);
  expect(quote).toBeDefined();
  return quote as Quote;
}

/** Saves the shipment for later with its order at `price`, as step 3's Save does. */
async function saved(c: Consignment, templateName: string, price: number, insured?: number) {
  const consignment = (await call(user, 'POST', '/consignment/?temp=1', c)).json().consignments[0];
  const res = await call(user, 'POST', '/order/', {
    consignmentId: consignment.consignmentId,
    templateName,
    calculatedPrice: price,
    ...(insured ? { insured: true, goodsValue: insured } : {}),
  });
  expect(res.statusCode).toBe(201);
  return { orderNo: res.json().orderNo as string, consignment: consignment as Consignment };
}

/** Book and Book all: the consignment as read back, then its order. */
async function book(orderNo: string, consignment: Consignment) {
  const res = await call(user, 'PUT', '/consignment/book/', consignment, key());
  if (res.statusCode !== 200) return res;
  return call(user, 'PUT', '/order/book/', { orderNo }, key());
}

const amountsOf = (q: Quote, code: string) => q.lines.filter((l) => l.code === code).map((l) => l.amount);

const compositions = [
  { name: 'neither', o: {} },
  { name: 'insured', o: { insured: 20_000 } },
  { name: 'an added service', o: { addOn: 'tailLift' } },
  { name: 'both', o: { addOn: 'tailLift', insured: 50_000 } },
] as const;

describe('a booking agrees to the price composed as step 3 showed it', () => {
  for (const { name, o } of compositions) {
    it(`books a pallet to Oslo with ${name}, at the price shown, parts and all`, async () => {
      const s = palletToOslo();
      const c = completed(s, o);
      const insured = 'insured' in o ? o.insured : undefined;
      const quote = await quoteOf(c, s.templateName, insured);
      expect(amountsOf(quote, 'serviceOption')).toEqual('addOn' in o ? [260] : []);
      expect(amountsOf(quote, 'insurance')).toEqual(insured ? [insured * 0.0075] : []);
      // The net price is every line; export freight carries no VAT.
      const lines = quote.lines.reduce((sum, l) => sum + l.amount * 100, 0) / 100;
      expect(quote.price).toBeCloseTo(lines, 2);
      expect(quote.vat).toBe(0);

      const { orderNo, consignment } = await saved(c, s.templateName, quote.price, insured);
      const res = await book(orderNo, consignment);
      expect(res.statusCode).toBe(200);
      const order = res.json();
      expect(order.consignmentNo).toMatch(/^\d{10}$/);
      expect(order.calculatedPrice).toBe(quote.price);
      expect(order.insurancePrice).toBe(insured ? insured * 0.0075 : null);
    });
  }

  it('books an insured domestic parcel, VAT on the freight and none on the insurance', async () => {
    const s = domesticParcel();
    const c = completed(s, { insured: 10_000 });
    const quote = await quoteOf(c, s.templateName, 10_000);
    expect(amountsOf(quote, 'insurance')).toEqual([75]);
    expect(quote.vat).toBeCloseTo((quote.price - 75) * 0.25, 2);
    const { orderNo, consignment } = await saved(c, s.templateName, quote.price, 10_000);
    const res = await book(orderNo, consignment);
    expect(res.statusCode).toBe(200);
    expect(res.json().insurancePrice).toBe(75);
  });

  it('refuses the freight alone agreed for an insured shipment, naming the whole price and the agreed one', async () => {
    const s = palletToOslo();
    const c = completed(s, { addOn: 'tailLift', insured: 20_000 });
    const whole = await quoteOf(c, s.templateName, 20_000);
    const freight = (await quoteOf(completed(s, {}), s.templateName)).price;
    expect(whole.price).toBeCloseTo(freight + 260 + 150, 2);
    const { orderNo, consignment } = await saved(c, s.templateName, freight, 20_000);
    const res = await book(orderNo, consignment);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['booking.price_changed']);
    expect(res.json().errors[0].values).toEqual([whole.price, 'SEK', freight]);
  });

  it("prices the insurance the order carries, not the consignment's own goods value", async () => {
    const s = domesticParcel();
    // The consignment says 500,000; the order insures 10,000: the order is what is booked.
    const c = completed(s, { insured: 500_000 });
    const quote = await quoteOf(c, s.templateName, 10_000);
    const { orderNo, consignment } = await saved(c, s.templateName, quote.price, 10_000);
    const res = await book(orderNo, consignment);
    expect(res.statusCode).toBe(200);
    expect(res.json().insurancePrice).toBe(75);
  });
});
