import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { customers, tariffVersion } from '../../db/schema/index.ts';

/**
 * What pricing needs to know about a customer (price list, member level, chosen carriers) and the
 * tariff version, as columns of a statement on `customers`.
 */
const pricingCustomerFields = {
  priceList: customers.priceList,
  memberLevel: customers.memberLevel,
  consigneeType: customers.consigneeType,
  noPickup: customers.noPickup,
  carriers: sql<number[]>`coalesce((
    SELECT array_agg(carrier_code) FROM customer_carriers
    WHERE customer_id = ${customers.id} AND active), '{}')`,
  tariffVersion: sql<number>`(SELECT ${tariffVersion.version} FROM ${tariffVersion} WHERE ${tariffVersion.id} = 1)`,
};

/** Pricing's customer in one round trip: this runs on every price request. */
const load = namedStatement('pricing.customer', pricingCustomerFields, (ex) =>
  ex
    .select(pricingCustomerFields)
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId'))),
);

type PricingCustomerRow = Awaited<ReturnType<typeof load>>[number];

function pricingCustomerOf(row: PricingCustomerRow) {
  return {
    priceList: row.priceList,
    memberLevel: row.memberLevel,
    consigneeType: row.consigneeType,
    noPickup: row.noPickup,
    tariffVersion: Number(row.tariffVersion),
    carriers: new Set(row.carriers.map(Number)),
  };
}
export type PricingCustomerRecord = ReturnType<typeof pricingCustomerOf>;

export function pricingCustomerRepository(db: Database) {
  return {
    async load(customerId: number) {
      const [row] = await load(db, { customerId });
      return row && pricingCustomerOf(row);
    },
  };
}
