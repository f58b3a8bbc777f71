/** A consignment as the web app sends it for pricing, with overrides for the route and goods. */
export function consignment(o: {
  from?: [string, string];
  to?: [string, string];
  goods?: Record<string, unknown>[];
  extra?: Record<string, unknown>;
}) {
  const [fromCountry, fromPostcode] = o.from ?? ['SE', '11122'];
  const [toCountry, toPostcode] = o.to ?? ['SE', '41101'];
  return {
    parts: [
      { role: 'consignor', id: 1, address: { countrycode: fromCountry, postcode: fromPostcode, city: '' } },
      { role: 'consignee', id: 2, address: { countrycode: toCountry, postcode: toPostcode, city: '' } },
    ],
    goodsItem: o.goods ?? [parcel(5)],
    ...o.extra,
  };
}

export const parcel = (weight: number, n = 1) => ({
  noOfPackages: n,
  weight,
  length: 40,
  width: 30,
  height: 20,
  packageType: 'parcel',
  isStackable: true,
});

export const eurPallet = (weight: number, n = 1) => ({
  noOfPackages: n,
  weight,
  length: 120,
  width: 80,
  height: 120,
  packageType: 'pallet',
  isStackable: false,
});
