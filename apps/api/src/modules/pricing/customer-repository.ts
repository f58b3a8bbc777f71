import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerCarriers, customers } from '../../db/schema/index.ts';

/** What pricing needs to know about the caller: price list, member level, chosen carriers. */
export function pricingCustomerRepository(db: Database) {
  return {
    async load(customerId: number) {
      const [row] = await db
        .select({
          priceList: customers.priceList,
          memberLevel: customers.memberLevel,
          consigneeType: customers.consigneeType,
          noPickup: customers.noPickup,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!row) return undefined;
      const carriers = await db
        .select({ code: customerCarriers.carrierCode })
        .from(customerCarriers)
        .where(and(eq(customerCarriers.customerId, customerId), eq(customerCarriers.active, true)));
      return { ...row, carriers: new Set(carriers.map((c) => c.code)) };
    },
  };
}
