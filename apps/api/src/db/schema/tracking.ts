import type { CarrierTrackingStatus, ExceptionCause, TrackingStatus } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';
import { orders } from './shipments.ts';

/**
 * A booked shipment as tracking follows it (modules/tracking): its status, the day delivery is
 * expected, when the carrier is asked next (null once tracking has ended), and the token of the
 * receiver's page (null once the sender revoked it).
 */
export const shipmentTracking = pgTable(
  'shipment_tracking',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The user who booked: the notifications' sender and the carrier call's customer. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').notNull(),
    consignmentNo: text('consignment_no').notNull(),
    carrierAccount: text('carrier_account').notNull().default(''),
    carrierName: text('carrier_name').notNull().default(''),
    /** The template's tracking page, `{consignmentNo}` in place of the number. */
    trackingUrl: text('tracking_url').notNull().default(''),
    status: text('status').$type<TrackingStatus>().notNull().default('booked'),
    expectedDelivery: date('expected_delivery'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Checks in a row that found nothing new, and that the carrier failed: both back off. */
    quietChecks: smallint('quiet_checks').notNull().default(0),
    failedChecks: smallint('failed_checks').notNull().default(0),
    /** Events the carrier had reported at the last check: an answer of as many holds nothing new. */
    eventCount: smallint('event_count').notNull().default(0),
    receiverToken: text('receiver_token').unique(),
    /**
     * Where the tracking notices go, from the consignment as booked: the receiver's and the
     * sender's e-mail when the shipment asks them to be notified by e-mail, else null.
     */
    receiverEmail: text('receiver_email'),
    senderEmail: text('sender_email'),
  },
  (t) => [
    // The poll's question: each carrier's shipments due now, the most overdue first.
    index('shipment_tracking_due_idx')
      .on(t.supplierId, t.nextCheckAt)
      .where(sql`${t.nextCheckAt} IS NOT NULL`),
    index('shipment_tracking_company_idx').on(t.companyId),
    index('shipment_tracking_customer_idx').on(t.customerId),
  ],
);

/**
 * Every carrier event of a shipment, once: the carrier's time as it wrote it (with its offset) and
 * as an instant to order by, its place, its own code and text, our status and the cause.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no')
      .notNull()
      .references(() => shipmentTracking.orderNo, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    localAt: text('local_at').notNull(),
    city: text('city'),
    countryCode: text('country_code'),
    carrierCode: text('carrier_code').notNull(),
    carrierText: text('carrier_text').notNull(),
    status: text('status').$type<CarrierTrackingStatus>().notNull(),
    cause: text('cause').$type<ExceptionCause>(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A repeated carrier event (the same code at the same time) is stored once.
  (t) => [uniqueIndex('shipment_events_once_idx').on(t.orderNo, t.at, t.carrierCode)],
);
