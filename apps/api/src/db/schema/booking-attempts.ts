import { sql } from 'drizzle-orm';
import { bigint, index, integer, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The booking journal: a row committed before a carrier is asked to book, closed in the
 * transaction that writes the carrier's answer on the order (or when the carrier refuses). A row
 * left open means the carrier may hold a booking this database does not: the reconciler completes
 * the order or voids the carrier's booking (modules/bookings/reconcile.ts). No foreign keys: the
 * row outlives a deleted order or customer, since the carrier's booking does too.
 */
export const bookingAttempts = pgTable(
  'booking_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The order's temporary number: the carrier's idempotency key, kept when the order is booked. */
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id').notNull(),
    companyId: integer('company_id').notNull(),
    /** The Idempotency-Key of the book call, when it had one. */
    idempotencyKey: text('idempotency_key'),
    carrierCode: integer('carrier_code').notNull(),
    /** sha256 of the request and the account: a booking built again from the order compares it. */
    requestDigest: text('request_digest').notNull(),
    /**
     * The carrier's request as sent (CarrierBookingRequest), to send again or void without the
     * order; json, as it is only ever read whole.
     */
    request: json('request').notNull(),
    /** The customer's agreement number the carrier was asked to book under. */
    account: text('account').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** booked, refused, completed, voided, void_refused (reconcile.ts). */
    outcome: text('outcome'),
  },
  (t) => [
    // Open rows are the few in flight or lost: the reconciler and the nightly purge read them by order.
    index('booking_attempts_open_idx').on(t.orderNo).where(sql`${t.closedAt} IS NULL`),
    index('booking_attempts_closed_idx').on(t.closedAt).where(sql`${t.closedAt} IS NOT NULL`),
  ],
);
