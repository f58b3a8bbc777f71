import {
  type CodedError,
  EMAIL_NOTICE_MISSING_TEXT,
  isValidDhlExpressPieceId,
  isValidDhlExpressWaybill,
  isValidLuhnWaybill,
  isValidSscc,
  isValidUpsTrackingNumber,
  presentConsignmentError,
} from '@skeppa/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { sandboxCarriers } from '../src/modules/carriers/sandbox/carriers.ts';
import type {
  CarrierBooking,
  CarrierBookingResult,
  CarrierCallContext,
  Carriers,
} from '../src/modules/carriers/types.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { createTestApp } from './helpers/app.ts';
import { bookingRequest, goodsLine } from './helpers/carrier-requests.ts';
import { createTestDatabase, sql } from './helpers/database.ts';

const CODES = [131, 116, 4, 225] as const;
type Code = (typeof CODES)[number];

const ACCOUNTS: Record<Code, string> = { 131: '960098765', 116: '4410231', 4: '880017', 225: 'A1B2C3' };
const ctx = (code: Code): CarrierCallContext => ({ customerId: 10001, account: ACCOUNTS[code] });

/** Each carrier's numbers, checked by the domain's rules alone. */
const VALID: Record<Code, { waybill: (n: string) => boolean; pkg: (n: string) => boolean }> = {
  131: { waybill: isValidDhlExpressWaybill, pkg: isValidDhlExpressPieceId },
  225: { waybill: isValidUpsTrackingNumber, pkg: isValidUpsTrackingNumber },
  116: { waybill: isValidLuhnWaybill, pkg: isValidSscc },
  4: { waybill: isValidLuhnWaybill, pkg: isValidSscc },
};
const BOOKED_AT = new Date('2026-03-02T07:00:00Z');
const HOUR = 3_600_000;
let clock = BOOKED_AT;
let database: { url: string; drop: () => Promise<void> };
const handles: DatabaseHandle[] = [];

/** Two "processes": each its own pool and its own carriers on the shared test database. */
let a: Carriers;
let b: Carriers;
function process(): Carriers {
  const handle = connectDatabase(database.url, () => {});
  handles.push(handle);
  return sandboxCarriers({ db: handle.db, now: () => clock });
}

function booked(result: CarrierBookingResult): CarrierBooking {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result;
}

function refused(result: CarrierBookingResult): CodedError[] {
  if (result.ok) throw new Error(`booked ${result.consignmentNo}, a refusal was expected`);
  return result.errors;
}

const bookingRows = async () =>
  Number((await sql(database.url, 'SELECT count(*) FROM carrier_sandbox_bookings'))[0].count);

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = [process(), process()];
});
afterEach(() => {
  clock = BOOKED_AT;
});
afterAll(async () => {
  for (const h of handles.splice(0)) await h.close();
  await database.drop();
});

describe.each(CODES)('sandbox carrier %i', (code) => {
  it('books with a waybill and a number per package whose check digits the domain rules accept', async () => {
    const carriers = a;
    const booking = booked(await carriers.forCarrier(code).book(bookingRequest(code), ctx(code)));
    expect(VALID[code].waybill(booking.consignmentNo)).toBe(true);
    expect(booking.packages.map((p) => p.goodsLine)).toEqual([0, 0, 1]);
    expect(booking.packages.every((p) => VALID[code].pkg(p.number))).toBe(true);
    expect(new Set(booking.packages.map((p) => p.number)).size).toBe(3);
    expect(booking.sandbox).toBe(true);
    if (code === 225) {
      expect(booking.consignmentNo).toBe(booking.packages[0]?.number);
      expect(booking.consignmentNo.slice(2, 10)).toBe('A1B2C311');
    }
  });

  it('answers the same numbers for the same idempotency key, also to two processes asking at once', async () => {
    const request = bookingRequest(code);
    const first = booked(await a.forCarrier(code).book(request, ctx(code)));
    const again = booked(await b.forCarrier(code).book(request, ctx(code)));
    expect(again).toEqual(first);

    const racing = bookingRequest(code);
    const [x, y] = await Promise.all([
      a.forCarrier(code).book(racing, ctx(code)),
      b.forCarrier(code).book(racing, ctx(code)),
    ]);
    expect(booked(x)).toEqual(booked(y));
    const rows = await sql(
      database.url,
      'SELECT count(*) FROM carrier_sandbox_bookings WHERE idempotency_key = $1',
      [racing.idempotencyKey],
    );
    expect(Number(rows[0].count)).toBe(1);
  });

  it('hands out unique numbers to two processes booking many at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).forCarrier(code).book(bookingRequest(code), ctx(code)),
      ),
    );
    const bookings = results.map(booked);
    const waybills = bookings.map((r) => r.consignmentNo);
    const packages = bookings.flatMap((r) => r.packages.map((p) => p.number));
    expect(new Set(waybills).size).toBe(40);
    expect(new Set(packages).size).toBe(120);
    expect(waybills.every(VALID[code].waybill)).toBe(true);
    expect(packages.every(VALID[code].pkg)).toBe(true);
  });
});

describe('refusals, as the carrier validates', () => {
  it("the template's mandatory contact name and mobile number of sender and receiver", async () => {
    const request = bookingRequest(116);
    request.product = {
      ...request.product,
      mandatoryNameConsignor: true,
      mandatoryNameConsignee: true,
      mandatoryMobileConsignor: true,
      mandatoryMobileConsignee: true,
    };
    for (const part of request.parts) {
      part.communication.contactPerson = ' ';
      part.communication.mobile.value = '';
    }
    const before = await bookingRows();
    const errors = refused(await a.forCarrier(116).book(request, ctx(116)));
    expect(errors.map((e) => e.code)).toEqual([
      'carrier.consignor.name_missing',
      'carrier.consignee.name_missing',
      'carrier.consignor.mobile_missing',
      'carrier.consignee.mobile_missing',
    ]);
    expect(await bookingRows()).toBe(before);
  });

  it('flags the same request books when the flags are off', async () => {
    const request = bookingRequest(116);
    for (const part of request.parts) part.communication.contactPerson = '';
    booked(await a.forCarrier(116).book(request, ctx(116)));
  });

  it('an e-mail notice without a valid e-mail answers what the user reads as "E-post saknas för mottagare"', async () => {
    for (const value of ['', 'inte-en-adress']) {
      const request = bookingRequest(4);
      const consignee = request.parts[1];
      if (!consignee) throw new Error('no consignee');
      consignee.communication.email = { value, notify: true };
      const errors = refused(await a.forCarrier(4).book(request, ctx(4)));
      expect(errors.map(presentConsignmentError).map((e) => e.description)).toEqual([
        EMAIL_NOTICE_MISSING_TEXT,
      ]);
    }
  });

  it('an SMS notice without a mobile number', async () => {
    const request = bookingRequest(131);
    const consignee = request.parts[1];
    if (!consignee) throw new Error('no consignee');
    consignee.communication.mobile = { value: '', notify: true };
    const errors = refused(await a.forCarrier(131).book(request, ctx(131)));
    expect(errors.map((e) => e.code)).toEqual(['carrier.consignee.mobile_notice_missing']);
  });

  it('service option fields: required, format and length (SPEC §5)', async () => {
    const amount = { name: 'amount', required: true, format: 'decimal', maxLength: 10 };
    const phone = { name: 'phone', required: true, format: 'numeric', maxLength: 15 };
    const door = { name: 'door', required: false, exactLength: 4 };
    const request = bookingRequest(225, {
      serviceOptions: [
        { type: 'cod', values: { amount: '12,345' }, fields: [amount] },
        { type: 'phoneNotice', values: { phone: '' }, fields: [phone] },
        { type: 'timeDelivery', values: { door: '12' }, fields: [door] },
      ],
    });
    const errors = refused(await a.forCarrier(225).book(request, ctx(225)));
    expect(errors.map((e) => e.code)).toEqual([
      'carrier.service_option.cod.amount',
      'carrier.service_option.phoneNotice.phone',
      'carrier.service_option.timeDelivery.door',
    ]);
    expect(errors.map((e) => e.description.split(': ')[1])).toEqual(['format', 'required', 'tooShort']);

    request.serviceOptions = [
      { type: 'cod', values: { amount: '12,35' }, fields: [amount] },
      { type: 'phoneNotice', values: { phone: '0701234567' }, fields: [phone] },
      { type: 'timeDelivery', values: { door: '' }, fields: [door] },
    ];
    booked(await a.forCarrier(225).book(request, ctx(225)));
  });

  it("package weight and size: the carrier's own limits and the product's narrower ones", async () => {
    const heavy = bookingRequest(131, { goodsItems: [goodsLine(150, 2), goodsLine(0)] });
    expect(refused(await a.forCarrier(131).book(heavy, ctx(131))).map((e) => e.code)).toEqual([
      'carrier.package.too_heavy',
      'carrier.package.weight_missing',
    ]);
    // 150 × 40 × 30 fits nowhere in 120 × 80, however it is turned.
    const long = bookingRequest(131, { goodsItems: [goodsLine(5, 1, { length: 150 })] });
    expect(refused(await a.forCarrier(131).book(long, ctx(131))).map((e) => e.code)).toEqual([
      'carrier.package.too_large',
    ]);
    // Turned on the floor, 60 × 110 fits 120 × 80.
    const turned = bookingRequest(131, { goodsItems: [goodsLine(5, 1, { length: 60, width: 110 })] });
    booked(await a.forCarrier(131).book(turned, ctx(131)));
    // UPS: 120 + 2 × (80 + 70) = 420 cm of length and girth, over 400.
    const girth = bookingRequest(225, {
      goodsItems: [goodsLine(5, 1, { length: 120, width: 80, height: 70 })],
    });
    expect(refused(await a.forCarrier(225).book(girth, ctx(225))).map((e) => e.code)).toEqual([
      'carrier.package.too_large',
    ]);
    // The product allows 35 kg a parcel; DHL Freight's own limit would allow far more.
    const parcel = bookingRequest(116, { goodsItems: [goodsLine(80, 2)] });
    parcel.product.maxWeightPerPackage = 35;
    expect(refused(await a.forCarrier(116).book(parcel, ctx(116))).map((e) => e.code)).toEqual([
      'carrier.package.too_heavy',
    ]);
  });

  it('parties: a missing receiver, an incomplete address, a courier without a phone number', async () => {
    const noConsignee = bookingRequest(131);
    noConsignee.parts = noConsignee.parts.slice(0, 1);
    const consignor = noConsignee.parts[0];
    if (!consignor) throw new Error('no consignor');
    consignor.address.city = '';
    consignor.communication.phone = '';
    consignor.communication.mobile.value = '';
    expect(refused(await a.forCarrier(131).book(noConsignee, ctx(131))).map((e) => e.code)).toEqual([
      'carrier.consignee.missing',
      'carrier.consignor.address_incomplete',
      'carrier.consignor.phone_missing',
      'carrier.consignee.phone_missing',
    ]);
  });

  it("postcodes: required where the country has them, in the country's format", async () => {
    const request = bookingRequest(4);
    const [consignor, consignee] = request.parts;
    if (!consignor || !consignee) throw new Error('no parties');
    consignor.address.postcode = '1112';
    consignee.address = { ...consignee.address, countrycode: 'HK', postcode: '', city: 'Hong Kong' };
    expect(refused(await a.forCarrier(4).book(request, ctx(4))).map((e) => e.code)).toEqual([
      'carrier.consignor.postcode_invalid',
    ]);
    consignor.address.postcode = '111 22';
    booked(await a.forCarrier(4).book(request, ctx(4)));
  });

  it('UPS: a shipper number it cannot put in a 1Z number, an unknown service code', async () => {
    const request = bookingRequest(225);
    request.product.code = 'UPS Standard';
    const errors = refused(await a.forCarrier(225).book(request, { customerId: 10001, account: '10001' }));
    expect(errors.map((e) => e.code)).toEqual(['carrier.account_invalid', 'carrier.product_unknown']);
  });

  it('pickup: a day that has passed, a window that ends before it starts', async () => {
    clock = new Date('2026-03-03T07:00:00Z');
    const past = bookingRequest(116);
    expect(refused(await a.forCarrier(116).book(past, ctx(116))).map((e) => e.code)).toEqual([
      'carrier.pickup.date_past',
    ]);
    clock = BOOKED_AT;
    const backwards = bookingRequest(116, {
      pickup: {
        date: '2026-03-02',
        earliest: '2026-03-02T16:00:00+01:00',
        latest: '2026-03-02T09:00:00+01:00',
        instructions: [],
      },
    });
    expect(refused(await a.forCarrier(116).book(backwards, ctx(116))).map((e) => e.code)).toEqual([
      'carrier.pickup.window_invalid',
    ]);
    booked(await a.forCarrier(116).book(bookingRequest(116, { pickup: null }), ctx(116)));
  });
});

describe('cancel and track', () => {
  it('tracking moves CONFIRMED → PICKUP → IN_TRANSIT → DELIVERED from the booking time', async () => {
    const carriers = a;
    const dhl = carriers.forCarrier(131);
    const { consignmentNo } = booked(await dhl.book(bookingRequest(131), ctx(131)));
    const seen = [];
    for (const hours of [0, 1.99, 2, 5.99, 6, 23.99, 24, 24 * 30]) {
      clock = new Date(BOOKED_AT.getTime() + hours * HOUR);
      seen.push((await dhl.track(consignmentNo, ctx(131)))?.status);
    }
    expect(seen).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'PICKUP',
      'PICKUP',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'DELIVERED',
      'DELIVERED',
    ]);
    expect((await dhl.track(consignmentNo, ctx(131)))?.since).toBe('2026-03-03T07:00:00.000Z');
    expect(await dhl.track('1234567891', ctx(131))).toBeNull();
  });

  it('cancels before pickup (then tracks as cancelled, a second cancel is no error); refuses after', async () => {
    const ups = a.forCarrier(225);
    const early = booked(await ups.book(bookingRequest(225), ctx(225)));
    clock = new Date(BOOKED_AT.getTime() + HOUR);
    expect(await ups.cancel(early.consignmentNo, ctx(225))).toEqual({ ok: true });
    expect(await ups.cancel(early.consignmentNo, ctx(225))).toEqual({ ok: true });
    clock = new Date(BOOKED_AT.getTime() + 48 * HOUR);
    expect(await ups.track(early.consignmentNo, ctx(225))).toEqual({
      consignmentNo: early.consignmentNo,
      status: 'CANCELLED',
      since: '2026-03-02T08:00:00.000Z',
    });

    clock = BOOKED_AT;
    const late = booked(await ups.book(bookingRequest(225), ctx(225)));
    clock = new Date(BOOKED_AT.getTime() + 2 * HOUR);
    const answer = await ups.cancel(late.consignmentNo, ctx(225));
    expect(answer.ok ? [] : answer.errors.map((e) => e.code)).toEqual(['carrier.cancel_after_pickup']);
    expect((await ups.track(late.consignmentNo, ctx(225)))?.status).toBe('PICKUP');
  });

  it("another account's booking is unknown to cancel and track", async () => {
    const dsv = a.forCarrier(4);
    const { consignmentNo } = booked(await dsv.book(bookingRequest(4), ctx(4)));
    const stranger = { customerId: 10002, account: '770001' };
    const answer = await dsv.cancel(consignmentNo, stranger);
    expect(answer.ok ? [] : answer.errors.map((e) => e.code)).toEqual(['carrier.booking_unknown']);
    expect(await dsv.track(consignmentNo, stranger)).toBeNull();
    expect((await dsv.track(consignmentNo, ctx(4)))?.status).toBe('CONFIRMED');
  });
});

describe('selection', () => {
  it('the app books through app.carriers in the mode CARRIER_MODE names; an unknown mode stops the start', async () => {
    const test = await createTestApp({ carriers: { mode: 'sandbox', now: () => clock } });
    try {
      expect(test.app.carriers.mode).toBe('sandbox');
      const booking = booked(await test.app.carriers.forCarrier(116).book(bookingRequest(116), ctx(116)));
      expect(isValidLuhnWaybill(booking.consignmentNo)).toBe(true);
    } finally {
      await test.close();
    }
    expect(loadConfig({ CARRIER_MODE: 'sandbox' }).carriers.mode).toBe('sandbox');
    expect(() => loadConfig({ CARRIER_MODE: 'live' })).toThrow(ConfigError);
  });

  it('has an adapter for each active carrier and none for the inactive ones', () => {
    const carriers = a;
    expect(carriers.mode).toBe('sandbox');
    expect(CODES.map((c) => carriers.forCarrier(c).carrierCode)).toEqual([...CODES]);
    expect(() => carriers.forCarrier(71)).toThrow();
    expect(() => carriers.forCarrier(210)).toThrow();
  });
});
