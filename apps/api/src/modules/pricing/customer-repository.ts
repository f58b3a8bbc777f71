import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { customers, tariffVersion } from '../../db/schema/index.ts';

const fields = {
  priceList: customers.priceList,
  memberLevel: customers.memberLevel,
  consigneeType: customers.consigneeType,
  noPickup: customers.noPickup,
  carriers: sql<number[]>`coalesce((
    SELECT array_agg(carrier_code) FROM customer_carriers
    WHERE customer_id = ${customers.id} AND active), '{}')`,
  tariffVersion: sql<number>`(SELECT ${tariffVersion.version} FROM ${tariffVersion} WHERE ${tariffVersion.id} = 1)`,
};

/**
 * What pricing needs to know about the caller (price list, member level, chosen carriers) and the
 * tariff version, in one round trip: this runs on every price request and every booking.
 */
const load = namedStatement('pricing.customer', fields, (ex) =>
  ex
    .select(fields)
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId'))),
);

export function pricingCustomerRepository(db: Database) {
  return {
    async load(customerId: number) {
      const [row] = await load(db, { customerId });
      if (!row) return undefined;
      return {
        ...row,
        tariffVersion: Number(row.tariffVersion),
        carriers: new Set(row.carriers.map(Number)),
      };
    },
  };
}
