import type { FastifyInstance } from 'fastify';
import type { PricingCustomerRecord } from '../../src/modules/pricing/index.ts';
import { waitFor } from './server-process.ts';

/**
 * A change made in the database behind the app's back reaches pricing's kept customer by notice, a
 * moment after it commits; the test waits for it through pricing's own read.
 */
export async function untilPricingSees(
  app: FastifyInstance,
  customerId: number,
  seen: (customer: PricingCustomerRecord) => boolean,
) {
  await waitFor(
    'pricing to hear of the change',
    async () => {
      const customer = await app.pricingCustomers.load(customerId);
      return customer !== undefined && seen(customer);
    },
    5_000,
  );
}

/** The tariff version pricing has for the customer now, to wait for the next one. */
export async function tariffVersionOf(app: FastifyInstance, customerId: number) {
  return (await app.pricingCustomers.load(customerId))!.tariffVersion;
}
