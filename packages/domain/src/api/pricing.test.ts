import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareQuotes } from './pricing.ts';
import { priceableConsignmentSchema, priceRequestSchema } from './pricing-requests.ts';

describe('compareQuotes', () => {
  const q = (total: number, deliveryMinDays: number, deliveryMaxDays: number) => ({
    total,
    deliveryMinDays,
    deliveryMaxDays,
  });

  it('puts the lowest total first, then the earlier latest day, then the earlier first day', () => {
    const sorted = [q(300, 1, 1), q(100, 2, 5), q(100, 1, 2), q(100, 2, 2)].sort(compareQuotes);
    expect(sorted).toEqual([q(100, 1, 2), q(100, 2, 2), q(100, 2, 5), q(300, 1, 1)]);
  });

  it('is a consistent order: antisymmetric, and zero only for equal keys', () => {
    const quote = fc.record({
      total: fc.integer({ min: 0, max: 1000 }),
      deliveryMinDays: fc.integer({ min: 0, max: 5 }),
      deliveryMaxDays: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(quote, quote, (a, b) => {
        // 0 - x, not -x: for two equal quotes -x is -0, which toBe (Object.is) tells from 0.
        expect(Math.sign(compareQuotes(a, b))).toBe(0 - Math.sign(compareQuotes(b, a)));
        if (compareQuotes(a, b) === 0) expect(a).toEqual(b);
      }),
    );
  });
});

describe('price request', () => {
  const consignment = {
    parts: [
      { role: 'consignor', id: 1, address: { countrycode: 'se', postcode: '11122', city: 'Stockholm' } },
      { role: 'consignee', id: 2, address: { countrycode: 'SE', postcode: '41101' } },
    ],
    goodsItem: [
      {
        id: 'AbC123',
        noOfPackages: 1,
        weight: 5,
        length: 40,
        width: 30,
        height: 20,
        packageType: 'parcel',
        volume: 0.024,
      },
    ],
    orderNo: null,
    transportProduct: {
      code: 'x',
      pickup: { date: '', earliest: '' },
      serviceOption: [{ type: 'cod', fields: {} }],
    },
  };

  it('keeps what pricing reads and drops every other field', () => {
    const parsed = priceableConsignmentSchema.parse(consignment);
    expect(parsed).toEqual({
      parts: [
        { role: 'consignor', address: { countrycode: 'SE', postcode: '11122' } },
        { role: 'consignee', address: { countrycode: 'SE', postcode: '41101' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 5, length: 40, width: 30, height: 20, packageType: 'parcel' }],
      transportProduct: { pickup: { date: '' }, serviceOption: [{ type: 'cod' }] },
    });
  });

  it('refuses goods without length, width or height, and a pickup date that is not a day', () => {
    const goods = consignment.goodsItem[0];
    for (const bad of [{ length: 0 }, { width: 0 }, { height: 0 }, { height: undefined }]) {
      const body = [{ ...consignment, goodsItem: [{ ...goods, ...bad }] }];
      expect(priceRequestSchema.safeParse(body).success).toBe(false);
    }
    const dated = (date: string) => ({ ...consignment, transportProduct: { pickup: { date } } });
    expect(priceableConsignmentSchema.safeParse(dated('2026-12-05')).success).toBe(true);
    expect(priceableConsignmentSchema.safeParse(dated('5/12')).success).toBe(false);
  });

  it('takes an insured goods value of SEK 1,000 to 1,000,000, or none', () => {
    const insured = (value: unknown) =>
      priceableConsignmentSchema.safeParse({ ...consignment, insuranceGoodsValue: value }).success;
    expect([1000, 1_000_000, null, undefined].map(insured)).toEqual([true, true, true, true]);
    expect([0, 999.99, 1_000_000.01].map(insured)).toEqual([false, false, false]);
  });
});

describe('the addresses of a priced consignment', () => {
  const consignment = (from: string, to: string) => ({
    parts: [
      { role: 'consignor', address: { countrycode: 'SE', postcode: from } },
      { role: 'consignee', address: { countrycode: 'se', postcode: to } },
    ],
    goodsItem: [{ noOfPackages: 1, weight: 1, length: 10, width: 10, height: 10, packageType: 'parcel' }],
  });
  const ok = (from: string, to: string) =>
    priceableConsignmentSchema.safeParse(consignment(from, to)).success;

  it('check the sender’s Swedish postcode exactly as the recipient’s', () => {
    expect(ok('113 51', '41101')).toBe(true);
    expect(ok('', '')).toBe(true);
    for (const bad of ['1135', '01135', 'ABCDE', '113511']) {
      expect(ok(bad, '41101')).toBe(false);
      expect(ok('11351', bad)).toBe(false);
    }
  });
});
