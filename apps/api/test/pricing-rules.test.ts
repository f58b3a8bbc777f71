import { type PriceableConsignment, priceableConsignmentSchema } from '@skeppa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeableWeight } from '../src/modules/pricing/chargeable-weight.ts';
import { pricingDay, toPricingInput } from '../src/modules/pricing/consignment-input.ts';
import { priceConsignment } from '../src/modules/pricing/price-consignment.ts';
import type { PricingInput } from '../src/modules/pricing/types.ts';
import { assertPriceNeverFalls } from './helpers/price-properties.ts';
import { everyone, input, parcel } from './helpers/pricing-input.ts';
import { fixtureBook } from './helpers/tariff-fixture.ts';

const { book } = fixtureBook();
const names = (i: PricingInput, c = everyone) =>
  priceConsignment(book, i, c).quotes.map((q) => q.templateName);

describe('eligibility', () => {
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

  it('checks the limits per package, and lets a package be turned but not tipped over', () => {
    // 120 kg on two packages is 60 kg each, under the courier's 70 kg.
    expect(names(input({ goods: [parcel(120, [30, 30, 30], 2)] }))).toContain('courier');
    // 60 × 100 cm does not fit 120 × 80 as given, but does turned to 100 × 60.
    expect(names(input({ goods: [parcel(5, [60, 100, 30])] }))).toContain('courier');
    // 90 cm high is over the 80 cm limit, whichever way the floor is turned.
    expect(names(input({ goods: [parcel(5, [30, 30, 90])] }))).not.toContain('courier');
  });

  it('needs a zone for the destination postcode', () => {
    expect(names(input({ to: { countrycode: 'SE', postcode: '70211' } }))).toEqual(['courier']);
  });

  it('needs a zone for the origin: an import from a country no zone names is not offered', () => {
    const { book: b, templates } = fixtureBook();
    b.templates = b.templates.map((t) =>
      t.id === templates.imported.id ? { ...t, fromCountries: ['DK', 'ES', 'PL'] } : t,
    );
    const from = (countrycode: string) =>
      priceConsignment(b, input({ from: { countrycode, postcode: '00001' } }), everyone).quotes.map(
        (q) => q.templateName,
      );
    expect(from('ES')).toEqual(['road_exw']);
    expect(from('PL')).toEqual([]);
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

  it('reports a template that fits but has no price, or no weight breaks, as "Price can\'t be found"', () => {
    const result = priceConsignment(book, input(), everyone);
    expect(result.unpriced).toEqual([
      expect.objectContaining({ templateName: 'no_tariff', reason: 'pricing.price_not_found' }),
      expect.objectContaining({ templateName: 'no_breaks', reason: 'pricing.price_not_found' }),
    ]);
    expect(result.quotes.map((q) => q.templateName)).not.toContain('no_breaks');
  });

  it('lists the lowest total first, then the quicker delivery', () => {
    const quotes = priceConsignment(book, input(), everyone).quotes;
    expect(quotes.length).toBeGreaterThan(2);
    for (const [a, b] of quotes.slice(1).map((q, i) => [quotes[i]!, q] as const)) {
      expect(
        a.totalOre < b.totalOre || (a.totalOre === b.totalOre && a.deliveryMaxDays <= b.deliveryMaxDays),
      ).toBe(true);
    }
  });
});

describe('from the request to the pricing input', () => {
  const request = (o: Record<string, unknown> = {}): PriceableConsignment =>
    priceableConsignmentSchema.parse({
      parts: [
        { role: 'consignor', address: { countrycode: 'SE', postcode: '11122' } },
        { role: 'consignee', address: { countrycode: 'SE', postcode: '11455' } },
      ],
      goodsItem: [
        { noOfPackages: 2, weight: 400, length: 120, width: 80, height: 100, packageType: 'pallet' },
      ],
      ...o,
    });
  const ctx = { consigneeType: 'company' as const, noPickup: true, today: '2026-11-23' };
  const mapped = (c: PriceableConsignment) => {
    const m = toPricingInput(c, ctx);
    if ('error' in m) throw new Error(m.error);
    return m.input;
  };

  it('20: two EUR pallets not said to stack are charged on loading metres: 2 × 780 kg', () => {
    const q = priceConsignment(book, mapped(request()), everyone).quotes.find(
      (x) => x.templateName === 'road',
    );
    expect([q?.chargeableWeight, q?.chargeableWeightRule]).toEqual([1560, 'loadingMetres']);
    expect([q?.lines[0]?.amountOre, q?.totalOre]).toEqual([790000, 1086250]);
    // Ticked stackable they go on volume: 1.92 m³ × 280 = 537.6 → 538 kg.
    const stacked = request({
      goodsItem: [
        {
          noOfPackages: 2,
          weight: 400,
          length: 120,
          width: 80,
          height: 100,
          packageType: 'pallet',
          isStackable: true,
        },
      ],
    });
    const s = priceConsignment(book, mapped(stacked), everyone).quotes.find((x) => x.templateName === 'road');
    expect([s?.chargeableWeight, s?.chargeableWeightRule, s?.lines[0]?.amountOre]).toEqual([
      538,
      'volume',
      279000,
    ]);
  });

  it('21: goods picked up abroad are priced from where they are picked up', () => {
    const c = request({
      parts: [
        { role: 'consignor', address: { countrycode: 'SE', postcode: '11122' } },
        { role: 'consignee', address: { countrycode: 'SE', postcode: '11455' } },
        { role: 'pickupAddress', address: { countrycode: 'dk', postcode: '2100' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 20, length: 30, width: 30, height: 30, packageType: 'parcel' }],
    });
    expect(mapped(c).from).toEqual({ countrycode: 'DK', postcode: '2100' });
    const q = priceConsignment(book, mapped(c), everyone).quotes;
    expect(q.map((x) => [x.templateName, x.lines[0]?.amountOre])).toEqual([['road_exw', 70000]]);
    // A Swedish pickup address leaves the consignor where it is (SPEC §4).
    const home = request({
      parts: [
        ...c.parts.slice(0, 2),
        { role: 'pickupAddress', address: { countrycode: 'SE', postcode: '41101' } },
      ],
    });
    expect(mapped(home).from).toEqual({ countrycode: 'SE', postcode: '11122' });
  });

  it('takes the fuel at the pickup day; without one, or with one in the past, today', () => {
    expect(pricingDay('2026-12-05', '2026-11-23')).toBe('2026-12-05');
    expect(pricingDay('', '2026-11-23')).toBe('2026-11-23');
    expect(pricingDay(undefined, '2026-11-23')).toBe('2026-11-23');
    expect(pricingDay('2026-10-01', '2026-11-23')).toBe('2026-11-23');
    expect(mapped(request({ transportProduct: { pickup: { date: '2026-12-05' } } })).date).toBe('2026-12-05');
    expect(mapped(request()).date).toBe('2026-11-23');
  });
});

describe('properties', () => {
  const priceable = book.templates.filter(
    (t) => book.activeCarriers.has(t.supplierId) && !['no_tariff', 'no_breaks'].includes(t.templateName),
  );

  it('exercises every template that can be priced', () => {
    expect(priceable.map((t) => t.templateName).sort()).toEqual(
      ['courier', 'pallet', 'road', 'road_exw', 'ups_x', 'ups_x_nopickup'].sort(),
    );
  });

  it.each(priceable.map((t) => [t.templateName, t] as const))(
    'the price of %s never falls when the weight rises, within its own limits',
    (_name, t) => assertPriceNeverFalls(book, t, everyone),
  );

  it('chargeable weight is never below the actual weight', () => {
    const weight = fc.double({ min: 0.1, max: 3000, noNaN: true });
    const dims = fc.tuple(
      fc.integer({ min: 1, max: 240 }),
      fc.integer({ min: 1, max: 180 }),
      fc.integer({ min: 1, max: 220 }),
    );
    fc.assert(
      fc.property(weight, dims, fc.integer({ min: 1, max: 20 }), fc.boolean(), (w, d, n, stackable) => {
        const g = { ...parcel(w, d, n), isStackable: stackable };
        for (const f of [
          { kgPerM3: 280, kgPerLdm: 1950, step: 1, perPiece: false },
          { kgPerM3: 200, kgPerLdm: 0, step: 0.5, perPiece: true },
          { kgPerM3: 333, kgPerLdm: 1850, step: 1, perPiece: false },
        ]) {
          expect(chargeableWeight([g], f).chargeable).toBeGreaterThanOrEqual(w - 1e-9);
        }
      }),
    );
  });

  it('inactive carriers never appear, whatever the shipment', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 3000, noNaN: true }),
        fc.boolean(),
        fc.constantFrom('company', 'private'),
        (w, pickup, consigneeType) => {
          const result = priceConsignment(
            book,
            input({ goods: [parcel(w)], pickup, consigneeType }),
            everyone,
          );
          return result.quotes.every((q) => q.supplierId !== 71);
        },
      ),
    );
  });
});
