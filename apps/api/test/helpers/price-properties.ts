import fc from 'fast-check';
import { expect } from 'vitest';
import { isNoPickupTemplate } from '../../src/modules/pricing/eligibility.ts';
import { priceConsignment } from '../../src/modules/pricing/price-consignment.ts';
import type { TariffBook, TemplateRow } from '../../src/modules/pricing/tariff-book.ts';
import type { PricingCustomer, PricingInput } from '../../src/modules/pricing/types.ts';
import { input, parcel } from './pricing-input.ts';

/** A route, consignee type and pickup choice the template takes, so that it is always priced. */
export function routeFor(book: TariffBook, t: TemplateRow): Omit<PricingInput, 'goods'> {
  const z = book.zonesByTemplate.get(t.id)?.[0];
  const origin = z?.originCountries[0] ?? t.fromCountries[0] ?? 'SE';
  const country = z?.countries[0] === '*' ? 'US' : (z?.countries[0] ?? 'SE');
  return input({
    from: { countrycode: origin, postcode: origin === 'SE' ? '11122' : '2100' },
    to: { countrycode: country, postcode: z?.postcodeFrom ?? '10001' },
    pickup: !isNoPickupTemplate(t),
    consigneeType: t.consigneeTypes[0] === 'private' ? 'private' : 'company',
  });
}

/** Goods within the template's own limits: weight per package, each dimension, number of packages. */
const goodsWithin = (t: TemplateRow) =>
  fc.record({
    perPackage: fc.tuple(
      fc.double({ min: 0.1, max: t.maxWeightPerPackage, noNaN: true }),
      fc.double({ min: 0.1, max: t.maxWeightPerPackage, noNaN: true }),
    ),
    n: fc.integer({ min: 1, max: Math.min(5, t.maxPackages) }),
    dims: fc.tuple(
      fc.integer({ min: 1, max: t.maxLength }),
      fc.integer({ min: 1, max: t.maxWidth }),
      fc.integer({ min: 1, max: t.maxHeight }),
    ),
    packageType: fc.constantFrom(...t.packageTypes),
    isStackable: fc.boolean(),
  });

/**
 * The template's price never falls when the weight rises on the same route and goods, drawn
 * within the template's own limits so that it is priced every time (which is asserted too).
 */
export function assertPriceNeverFalls(book: TariffBook, t: TemplateRow, customer: PricingCustomer) {
  const route = routeFor(book, t);
  fc.assert(
    fc.property(goodsWithin(t), ({ perPackage: [a, b], n, dims, packageType, isStackable }) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const at = (kg: number) => {
        const goods = [{ ...parcel(kg * n, dims, n), packageType, isStackable }];
        return priceConsignment(book, { ...route, goods }, customer).quotes.find(
          (q) => q.templateName === t.templateName,
        );
      };
      const qLo = at(lo);
      const qHi = at(hi);
      expect(qLo, `${t.templateName} priced`).toBeDefined();
      expect(qHi?.totalOre).toBeGreaterThanOrEqual(qLo?.totalOre ?? Number.POSITIVE_INFINITY);
    }),
  );
}
