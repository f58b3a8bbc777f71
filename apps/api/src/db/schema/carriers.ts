import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SandboxRoute } from '../../modules/carriers/sandbox/history.ts';

/**
 * Serials of the numbers the sandbox carriers hand out. Sequences, not a counter table: they never
 * hand one value to two processes and never wait on a lock, so concurrent bookings stay unique and
 * fast. Each serial is the data part of a number; the check digit is added in code
 * (rules/carrier-numbers.ts). Gaps (a booking refused after drawing) are harmless.
 */
const nineDigits = { startWith: 100_000_000, minValue: 100_000_000, maxValue: 999_999_999 } as const;

export const dhlExpressWaybillSeq = pgSequence('carrier_dhl_express_waybill_seq', nineDigits);
export const dhlExpressPieceSeq = pgSequence('carrier_dhl_express_piece_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 999_999_999_999_999,
});
/** UPS package ids are 7 digits within one shipper account and service. */
export const upsPackageSeq = pgSequence('carrier_ups_package_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 9_999_999,
});
export const dhlFreightWaybillSeq = pgSequence('carrier_dhl_freight_waybill_seq', nineDigits);
export const dsvWaybillSeq = pgSequence('carrier_dsv_waybill_seq', nineDigits);
/** SSCC serial references: 9 digits after the extension digit and a 7-digit company prefix. */
export const dhlFreightSsccSeq = pgSequence('carrier_dhl_freight_sscc_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 999_999_999,
});
export const dsvSsccSeq = pgSequence('carrier_dsv_sscc_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 999_999_999,
});

/**
 * What the sandbox carriers booked. A real carrier keeps its bookings on its side; the sandbox
 * keeps them here, committed at once and outside the caller's transaction as a carrier's would be,
 * so a retry with the same idempotency key after a crash answers the same numbers.
 */
export const carrierSandboxBookings = pgTable(
  'carrier_sandbox_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carrierCode: integer('carrier_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    consignmentNo: text('consignment_no').notNull(),
    /** `{ number, goodsLine }[]`, one per physical package. */
    packages: jsonb('packages').$type<{ number: string; goodsLine: number }[]>().notNull(),
    account: text('account').notNull().default(''),
    /** Tracking's story starts here (sandbox/history.ts). */
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** Where it goes, its pickup day and delivery days; null for bookings made before tracking. */
    route: jsonb('route').$type<SandboxRoute>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // A key answers its live booking; once that is cancelled (a lost booking voided, decision 252)
    // the same key books anew, as the order that owns it may still be booked.
    uniqueIndex('carrier_sandbox_bookings_live_key_idx')
      .on(t.carrierCode, t.idempotencyKey)
      .where(sql`${t.cancelledAt} IS NULL`),
    uniqueIndex('carrier_sandbox_bookings_no_idx').on(t.carrierCode, t.consignmentNo),
    index('carrier_sandbox_bookings_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} IS NOT NULL`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * What UPS booked live for us, by the booking's idempotency key: UPS's Ship has no key of its own,
 * so a repeated key is answered from here (the carrier interface's promise), and a label printed
 * later is UPS's own. Written right after UPS answers, on the pool, as the sandbox's records are.
 */
export const carrierUpsShipments = pgTable(
  'carrier_ups_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    shipmentNo: text('shipment_no').notNull(),
    /** `{ number, goodsLine }[]`, one per physical package, in request order. */
    packages: jsonb('packages').$type<{ number: string; goodsLine: number }[]>().notNull(),
    /** The customer's agreement account the booking was made for: only it tracks or cancels it. */
    account: text('account').notNull(),
    /** UPS's pickup request number when a pickup was ordered with the booking. */
    pickupNo: text('pickup_no'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('carrier_ups_shipments_live_key_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.cancelledAt} IS NULL`),
    uniqueIndex('carrier_ups_shipments_no_idx').on(t.shipmentNo),
  ],
);

/** UPS's label of each package as UPS answered it (GIF, or ZPL), printed in place of ours. */
export const carrierUpsLabels = pgTable(
  'carrier_ups_labels',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => carrierUpsShipments.id, { onDelete: 'cascade' }),
    packageNo: text('package_no').notNull(),
    format: text('format').notNull(),
    image: bytea('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.packageNo] })],
);
