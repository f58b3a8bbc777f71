import type { PricingCustomer, PricingGoods, PricingInput } from '../../src/modules/pricing/types.ts';

/** A customer who may use every carrier of the fixture. */
export const everyone: PricingCustomer = {
  priceList: 1,
  memberLevel: 1,
  carriers: new Set([131, 116, 4, 225, 71]),
};

export function input(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    from: { countrycode: 'SE', postcode: '11122' },
    to: { countrycode: 'SE', postcode: '11455' },
    consigneeType: 'company',
    pickup: false,
    goods: [parcel(20)],
    serviceOptions: [],
    insuranceGoodsValue: null,
    date: '2026-11-22',
    ...overrides,
  };
}

/** A stackable parcel row: total weight, dimensions of one package, and the number of packages. */
export const parcel = (
  weight: number,
  dims: [number, number, number] = [30, 30, 30],
  n = 1,
): PricingGoods => ({
  noOfPackages: n,
  weight,
  length: dims[0],
  width: dims[1],
  height: dims[2],
  packageType: 'parcel',
  isStackable: true,
});
