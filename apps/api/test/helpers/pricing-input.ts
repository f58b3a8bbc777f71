import type { PricingCustomer, PricingInput } from '../../src/modules/pricing/types.ts';

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
    goods: [
      {
        noOfPackages: 1,
        weight: 20,
        length: 30,
        width: 30,
        height: 30,
        packageType: 'parcel',
        isStackable: true,
      },
    ],
    serviceOptions: [],
    insuranceGoodsValue: null,
    date: '2026-11-22',
    ...overrides,
  };
}
