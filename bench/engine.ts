import type { FastifyInstance } from 'fastify';
import { priceConsignment } from '../apps/api/src/modules/pricing/price-consignment.ts';
import type { PricingInput } from '../apps/api/src/modules/pricing/types.ts';

/** Prices a mix of shipments with every seeded template, in process, for a fixed number of rounds. */
export async function benchEngine(app: FastifyInstance) {
  const book = await app.tariffs.current();
  const customer = { priceList: 1, memberLevel: 1, carriers: new Set([131, 116, 4, 225]) };
  const base = {
    from: { countrycode: 'SE', postcode: '11122' },
    consigneeType: 'company' as const,
    pickup: true,
    serviceOptions: [],
    insuranceGoodsValue: null,
    date: '2026-11-22',
  };
  const inputs: PricingInput[] = [
    {
      ...base,
      to: { countrycode: 'SE', postcode: '41101' },
      goods: [
        {
          noOfPackages: 2,
          weight: 600,
          length: 120,
          width: 80,
          height: 120,
          packageType: 'pallet',
          isStackable: false,
        },
      ],
    },
    {
      ...base,
      to: { countrycode: 'DE', postcode: '10115' },
      goods: [
        {
          noOfPackages: 1,
          weight: 8,
          length: 40,
          width: 30,
          height: 20,
          packageType: 'parcel',
          isStackable: true,
        },
      ],
    },
    {
      ...base,
      to: { countrycode: 'US', postcode: '10001' },
      goods: [
        {
          noOfPackages: 3,
          weight: 12,
          length: 30,
          width: 30,
          height: 30,
          packageType: 'parcel',
          isStackable: true,
        },
      ],
    },
  ];
  const rounds = 20_000;
  for (let i = 0; i < 1000; i++) priceConsignment(book, inputs[i % 3]!, customer); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) priceConsignment(book, inputs[i % 3]!, customer);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return {
    templates: book.templates.length,
    perSecond: rounds / seconds,
    microsPerCall: (seconds / rounds) * 1e6,
  };
}
