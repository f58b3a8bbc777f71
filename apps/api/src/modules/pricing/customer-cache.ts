import type { NoticeHandlers, NoticeListener } from '../../db/notices.ts';
import type { PricingCustomerRecord } from './customer-repository.ts';

/** Triggers on customers, customer_carriers and tariff_version tell on it (migration 0034). */
export const PRICING_CUSTOMER_CHANNEL = 'pricing_customer';
/** Far more customers than price at once; past it the longest-held goes first. */
const MAX_ENTRIES = 10_000;
/** A bound on what a notice lost in a way nobody saw could cost. */
const KEEP_MS = 60_000;

/**
 * Pricing's customer read once and kept in this process, because a price request is otherwise
 * one database round trip for it alone. Every process forgets a customer when PostgreSQL tells
 * of a committed change (its own changes at once, through `forget`); while the notices'
 * connection is down nothing is kept and every request reads afresh.
 */
export function pricingCustomerCache(
  repo: { load(customerId: number): Promise<PricingCustomerRecord | undefined> },
  listen: (channel: string, handlers: NoticeHandlers) => NoticeListener,
) {
  const entries = new Map<number, { customer: PricingCustomerRecord; until: number }>();
  let listening = false;
  // Moves with every notice, loss and new LISTEN: a read begun before it may hold what was
  // forgotten meanwhile, so it is handed out but not kept.
  let generation = 0;
  const forgetAll = () => {
    entries.clear();
    generation++;
  };
  const forget = (customerId: number) => {
    entries.delete(customerId);
    generation++;
  };
  listen(PRICING_CUSTOMER_CHANNEL, {
    listening() {
      forgetAll();
      listening = true;
    },
    lost() {
      listening = false;
      forgetAll();
    },
    notice(payload) {
      if (payload === '*') forgetAll();
      else forget(Number(payload));
    },
  });

  return {
    async load(customerId: number): Promise<PricingCustomerRecord | undefined> {
      const held = listening ? entries.get(customerId) : undefined;
      if (held && held.until > Date.now()) return held.customer;
      const seen = generation;
      const customer = await repo.load(customerId);
      if (customer && listening && seen === generation) {
        entries.delete(customerId);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
        entries.set(customerId, { customer, until: Date.now() + KEEP_MS });
      }
      return customer;
    },
    /** A change this process has just committed: its next request reads it, before the notice comes. */
    forget,
  };
}
export type PricingCustomers = ReturnType<typeof pricingCustomerCache>;
