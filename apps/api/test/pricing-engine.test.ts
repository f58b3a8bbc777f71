import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeableWeight } from '../src/modules/pricing/chargeable-weight.ts';
import { priceConsignment } from '../src/modules/pricing/price-consignment.ts';
import type { PricingGoods, PricingInput, Quote } from '../src/modules/pricing/types.ts';
import { everyone, input } from './helpers/pricing-input.ts';
import { fixtureBook } from './helpers/tariff-fixture.ts';

const { book } = fixtureBook();

function quote(name: string, i: PricingInput = input(), customer = everyone): Quote {
  const q = priceConsignment(book, i, customer).quotes.find((x) => x.templateName === name);
  if (!q) throw new Error(`${name} not priced`);
  return q;
}
const parcel = (weight: number, dims: [number, number, number] = [30, 30, 30], n = 1): PricingGoods => ({
  noOfPackages: n,
  weight,
  length: dims[0],
  width: dims[1],
  height: dims[2],
  packageType: 'parcel',
  isStackable: true,
});

describe('hand-computed prices', () => {
  it('1: 20 kg domestic, no pickup: first break + 10 % fuel + 25 % VAT', () => {
    const q = quote('road');
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([33000, 8250, 41250]);
    expect(q.lines).toEqual([
      { code: 'freight', amountOre: 30000 },
      { code: 'fuel', percent: 10, amountOre: 3000 },
    ]);
    expect(q.chargeableWeightRule).toBe('actual');
  });

  it('2: with pickup the pickup fee is added', () => {
    const q = quote('road', input({ pickup: true }));
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([38000, 9500, 47500]);
  });

  it('3: 40 kg to a private consignee in Göteborg: zone 2, private, pre-notice and big-city fees', () => {
    const q = quote(
      'road',
      input({ to: { countrycode: 'SE', postcode: '411 01' }, consigneeType: 'private', goods: [parcel(40)] }),
    );
    expect(q.lines.map((l) => [l.code, l.amountOre])).toEqual([
      ['freight', 45000],
      ['fuel', 4500],
      ['privateConsignee', 9500],
      ['preNotice', 5500],
      ['bigCity', 6500],
    ]);
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([71000, 17750, 88750]);
    expect([q.deliveryMinDays, q.deliveryMaxDays]).toEqual([2, 3]);
  });

  it('4: beyond the last break: last price + 500 öre per started kg', () => {
    const q = quote('road', input({ goods: [parcel(130)] }));
    expect(q.lines[0]?.amountOre).toBe(75000);
    expect(q.totalOre).toBe(103125);
  });

  it('5: a light, bulky package is charged on volume (280 kg/m³)', () => {
    const q = quote('road', input({ goods: [parcel(50, [100, 100, 100])] }));
    expect(q.chargeableWeight).toBe(280);
    expect(q.chargeableWeightRule).toBe('volume');
    expect(q.lines[0]?.amountOre).toBe(150000);
    expect(q.totalOre).toBe(206250);
  });

  it('6: goods that cannot be stacked are charged on loading metres (1,950 kg/ldm)', () => {
    const goods = [{ ...parcel(300, [120, 80, 100], 2), packageType: 'unspecified', isStackable: false }];
    const q = quote('road', input({ goods }));
    expect(q.chargeableWeight).toBe(1560);
    expect(q.chargeableWeightRule).toBe('loadingMetres');
    expect(q.lines[0]?.amountOre).toBe(790000);
    expect([q.netOre, q.vatOre]).toEqual([869000, 217250]);
  });

  it('7: courier weight rounds up to the next half kilo after volume (200 kg/m³)', () => {
    const q = quote('courier', input({ goods: [parcel(1.2, [20, 20, 20])] }));
    expect(q.chargeableWeight).toBe(2);
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([37500, 9375, 46875]);
  });

  it('8: export to the US: world zone, no VAT, two extra days', () => {
    const q = quote(
      'courier',
      input({ to: { countrycode: 'US', postcode: '10001' }, goods: [parcel(1, [10, 10, 10])] }),
    );
    expect([q.netOre, q.vatOre, q.totalOre]).toEqual([31250, 0, 31250]);
    expect([q.deliveryMinDays, q.deliveryMaxDays]).toEqual([3, 4]);
  });

  it('9: pallets at fixed prices per pallet type', () => {
    const goods = [
      { ...parcel(400, [120, 80, 100], 2), packageType: 'pallet', isStackable: false },
      { ...parcel(100, [60, 80, 100], 1), packageType: 'halfpallet', isStackable: false },
    ];
    const q = quote('pallet', input({ goods }));
    expect(q.chargeableWeightRule).toBe('fixed');
    expect(q.lines.map((l) => l.amountOre)).toEqual([260000, 39000]);
    expect(q.totalOre).toBe(373750);
  });

  it('10: insurance is 0.75 % of the goods value, at least 65 SEK, and carries no VAT', () => {
    const high = quote('road', input({ insuranceGoodsValue: 20000 }));
    expect(high.lines.at(-1)).toEqual({ code: 'insurance', amountOre: 15000 });
    expect([high.netOre, high.vatOre, high.totalOre]).toEqual([48000, 8250, 56250]);
    const low = quote('road', input({ insuranceGoodsValue: 5000 }));
    expect(low.lines.at(-1)?.amountOre).toBe(6500);
  });

  it('11: the fuel surcharge in force on the date applies', () => {
    const q = quote('road', input({ date: '2026-12-05' }));
    expect(q.lines[1]).toEqual({ code: 'fuel', percent: 20, amountOre: 6000 });
  });

  it('12: a chosen added service is a line of its own', () => {
    const q = quote('road', input({ serviceOptions: ['tailLift'] }));
    expect(q.lines.at(-1)).toMatchObject({ code: 'serviceOption', type: 'tailLift', amountOre: 26000 });
    expect([q.netOre, q.vatOre]).toEqual([59000, 14750]);
    expect(q.serviceOptions).toEqual([
      expect.objectContaining({ type: 'tailLift', chosen: true, priceOre: 26000 }),
    ]);
  });

  it('13: the customer’s price list is used; an unknown one falls back to the default', () => {
    expect(quote('road', input(), { ...everyone, priceList: 2 }).lines[0]?.amountOre).toBe(27000);
    expect(quote('road', input(), { ...everyone, priceList: 99 }).lines[0]?.amountOre).toBe(30000);
  });
});

describe('eligibility', () => {
  const names = (i: PricingInput, c = everyone) =>
    priceConsignment(book, i, c).quotes.map((q) => q.templateName);

  it('never prices an inactive carrier, even when the customer has it', () => {
    expect(names(input())).not.toContain('postnord_x');
  });

  it('leaves out carriers the customer has turned off', () => {
    expect(names(input(), { ...everyone, carriers: new Set([131]) })).toEqual(['courier']);
  });

  it('offers the drop-off variant only without pickup, in place of its twin', () => {
    expect(names(input({ pickup: false }))).toContain('ups_x_nopickup');
    expect(names(input({ pickup: false }))).not.toContain('ups_x');
    expect(names(input({ pickup: true }))).toContain('ups_x');
    expect(names(input({ pickup: true }))).not.toContain('ups_x_nopickup');
  });

  it('leaves out templates whose limits the goods exceed', () => {
    expect(names(input({ goods: [parcel(80)] }))).not.toContain('courier');
    expect(names(input({ goods: [parcel(10, [130, 30, 30])] }))).not.toContain('courier');
    expect(names(input({ goods: [{ ...parcel(10), packageType: 'pallet' }] }))).not.toContain('courier');
  });

  it('needs a zone for the destination postcode', () => {
    expect(names(input({ to: { countrycode: 'SE', postcode: '70211' } }))).toEqual(['courier']);
  });

  it('does not let the rest-of-world zone stand in for a listed country whose postcode has no zone', () => {
    const { book: b, templates } = fixtureBook();
    const zones = b.zonesByTemplate.get(templates.courier.id) ?? [];
    b.zonesByTemplate.set(templates.courier.id, [
      { ...zones[0]!, countries: ['SE'], postcodeFrom: '10000', postcodeTo: '19999' },
      zones[1]!,
    ]);
    const priced = (postcode: string) =>
      priceConsignment(b, input({ to: { countrycode: 'SE', postcode } }), everyone).quotes.some(
        (q) => q.templateName === 'courier',
      );
    expect(priced('11455')).toBe(true);
    expect(priced('70211')).toBe(false);
  });

  it('reports a template that fits but has no price when it does not hide priceless results', () => {
    const result = priceConsignment(book, input(), everyone);
    expect(result.unpriced).toEqual([
      expect.objectContaining({ templateName: 'no_tariff', reason: 'pricing.price_not_found' }),
    ]);
  });

  it('sorts cheapest first', () => {
    const totals = priceConsignment(book, input(), everyone).quotes.map((q) => q.totalOre);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('properties', () => {
  const weight = fc.double({ min: 0.1, max: 3000, noNaN: true });
  const dims = fc.tuple(
    fc.integer({ min: 1, max: 120 }),
    fc.integer({ min: 1, max: 80 }),
    fc.integer({ min: 1, max: 80 }),
  );

  it('the price never falls when the weight rises on the same template and route', () => {
    fc.assert(
      fc.property(weight, weight, dims, (a, b, d) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        for (const name of ['road', 'courier']) {
          const at = (w: number) =>
            priceConsignment(book, input({ goods: [parcel(w, d)] }), everyone).quotes.find(
              (q) => q.templateName === name,
            );
          const qLo = at(lo);
          const qHi = at(hi);
          if (qLo && qHi && qHi.totalOre < qLo.totalOre) return false;
        }
        return true;
      }),
    );
  });

  it('chargeable weight is never below the actual weight', () => {
    fc.assert(
      fc.property(weight, dims, fc.integer({ min: 1, max: 20 }), fc.boolean(), (w, d, n, stackable) => {
        const g = { ...parcel(w, d, n), isStackable: stackable };
        for (const [m3, ldm, step] of [
          [280, 1950, 1],
          [200, 0, 0.5],
          [333, 1850, 1],
        ] as const) {
          if (chargeableWeight([g], m3, ldm, step).chargeable < w - 1e-9) return false;
        }
        return true;
      }),
    );
  });

  it('inactive carriers never appear, whatever the shipment', () => {
    fc.assert(
      fc.property(weight, fc.boolean(), fc.constantFrom('company', 'private'), (w, pickup, consigneeType) => {
        const result = priceConsignment(book, input({ goods: [parcel(w)], pickup, consigneeType }), everyone);
        return result.quotes.every((q) => q.supplierId !== 71);
      }),
    );
  });
});
