import { EMAIL_NOTICE_MISSING_TEXT, presentConsignmentError } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { bookingRequest, goodsLine } from './helpers/carrier-requests.ts';
import { BOOKED_AT, booked, ctx, refused, useSandboxCarriers } from './helpers/sandbox-carriers.ts';

// What the sandbox carriers refuse, as the real carriers validate a booking.

const sandbox = useSandboxCarriers();

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
    const before = await sandbox.bookingRows();
    const errors = refused(await sandbox.a.forCarrier(116).book(request, ctx(116)));
    expect(errors.map((e) => e.code)).toEqual([
      'carrier.consignor.name_missing',
      'carrier.consignee.name_missing',
      'carrier.consignor.mobile_missing',
      'carrier.consignee.mobile_missing',
    ]);
    expect(await sandbox.bookingRows()).toBe(before);
  });

  it('flags the same request books when the flags are off', async () => {
    const request = bookingRequest(116);
    for (const part of request.parts) part.communication.contactPerson = '';
    booked(await sandbox.a.forCarrier(116).book(request, ctx(116)));
  });

  it('an e-mail notice without a valid e-mail answers what the user reads as "E-post saknas för mottagare"', async () => {
    for (const value of ['', 'inte-en-adress']) {
      const request = bookingRequest(4);
      const consignee = request.parts[1];
      if (!consignee) throw new Error('no consignee');
      consignee.communication.email = { value, notify: true };
      const errors = refused(await sandbox.a.forCarrier(4).book(request, ctx(4)));
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
    const errors = refused(await sandbox.a.forCarrier(131).book(request, ctx(131)));
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
    const errors = refused(await sandbox.a.forCarrier(225).book(request, ctx(225)));
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
    booked(await sandbox.a.forCarrier(225).book(request, ctx(225)));
  });

  it.each([131, 116, 4, 225] as const)(
    'carrier %i refuses a goods line that does not say what the goods are',
    async (carrier) => {
      const blank = bookingRequest(carrier, {
        goodsItems: [goodsLine(5, 1), goodsLine(5, 1, { goodsType: '  ' })],
      });
      const errors = refused(await sandbox.a.forCarrier(carrier).book(blank, ctx(carrier)));
      expect(errors).toEqual([
        { code: 'carrier.goods.description_missing', description: expect.stringContaining('Goods line 2') },
      ]);
    },
  );

  it("package weight and size: the carrier's own limits and the product's narrower ones", async () => {
    const heavy = bookingRequest(131, { goodsItems: [goodsLine(150, 2), goodsLine(0)] });
    expect(refused(await sandbox.a.forCarrier(131).book(heavy, ctx(131))).map((e) => e.code)).toEqual([
      'carrier.package.too_heavy',
      'carrier.package.weight_missing',
    ]);
    // 150 × 40 × 30 fits nowhere in 120 × 80, however it is turned.
    const long = bookingRequest(131, { goodsItems: [goodsLine(5, 1, { length: 150 })] });
    expect(refused(await sandbox.a.forCarrier(131).book(long, ctx(131))).map((e) => e.code)).toEqual([
      'carrier.package.too_large',
    ]);
    // Turned on the floor, 60 × 110 fits 120 × 80.
    const turned = bookingRequest(131, { goodsItems: [goodsLine(5, 1, { length: 60, width: 110 })] });
    booked(await sandbox.a.forCarrier(131).book(turned, ctx(131)));
    // UPS: 120 + 2 × (80 + 70) = 420 cm of length and girth, over 400.
    const girth = bookingRequest(225, {
      goodsItems: [goodsLine(5, 1, { length: 120, width: 80, height: 70 })],
    });
    expect(refused(await sandbox.a.forCarrier(225).book(girth, ctx(225))).map((e) => e.code)).toEqual([
      'carrier.package.too_large',
    ]);
    // The product allows 35 kg a parcel; DHL Freight's own limit would allow far more.
    const parcel = bookingRequest(116, { goodsItems: [goodsLine(80, 2)] });
    parcel.product.maxWeightPerPackage = 35;
    expect(refused(await sandbox.a.forCarrier(116).book(parcel, ctx(116))).map((e) => e.code)).toEqual([
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
    expect(refused(await sandbox.a.forCarrier(131).book(noConsignee, ctx(131))).map((e) => e.code)).toEqual([
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
    expect(refused(await sandbox.a.forCarrier(4).book(request, ctx(4))).map((e) => e.code)).toEqual([
      'carrier.consignor.postcode_invalid',
    ]);
    consignor.address.postcode = '111 22';
    booked(await sandbox.a.forCarrier(4).book(request, ctx(4)));
  });

  it('UPS: a shipper number it cannot put in a 1Z number, an unknown service code', async () => {
    const request = bookingRequest(225);
    request.product.code = 'UPS Standard';
    const errors = refused(
      await sandbox.a.forCarrier(225).book(request, { customerId: 10001, account: '10001' }),
    );
    expect(errors.map((e) => e.code)).toEqual(['carrier.account_invalid', 'carrier.product_unknown']);
  });

  it('pickup: a day that has passed, a window that ends before it starts', async () => {
    sandbox.clock = new Date('2026-03-03T07:00:00Z');
    const past = bookingRequest(116);
    expect(refused(await sandbox.a.forCarrier(116).book(past, ctx(116))).map((e) => e.code)).toEqual([
      'carrier.pickup.date_past',
    ]);
    sandbox.clock = BOOKED_AT;
    const backwards = bookingRequest(116, {
      pickup: {
        date: '2026-03-02',
        earliest: '2026-03-02T16:00:00+01:00',
        latest: '2026-03-02T09:00:00+01:00',
        instructions: [],
      },
    });
    expect(refused(await sandbox.a.forCarrier(116).book(backwards, ctx(116))).map((e) => e.code)).toEqual([
      'carrier.pickup.window_invalid',
    ]);
    booked(await sandbox.a.forCarrier(116).book(bookingRequest(116, { pickup: null }), ctx(116)));
  });
});
