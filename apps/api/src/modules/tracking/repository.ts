import type { TrackingEvent } from '@skeppa/domain';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipmentEvents, shipmentTracking } from '../../db/schema/index.ts';

export type TrackingRow = typeof shipmentTracking.$inferSelect;
export type NewTrackingRow = typeof shipmentTracking.$inferInsert;
export type EventRow = typeof shipmentEvents.$inferSelect;

/** What a check leaves on a shipment that moved nothing: when it was made and when the next is. */
export interface CheckMark {
  orderNo: string;
  nextCheckAt: Date | null;
  quietChecks: number;
  failedChecks: number;
}

/** The tracking module's tables (shipment_tracking, shipment_events). */
export function trackingRepository(db: Executor) {
  return {
    /** Starts following a booked shipment; a rebooking of the order starts it again. */
    async start(row: NewTrackingRow) {
      await db
        .insert(shipmentTracking)
        .values(row)
        .onConflictDoUpdate({
          target: shipmentTracking.orderNo,
          set: {
            consignmentNo: row.consignmentNo,
            carrierAccount: row.carrierAccount ?? '',
            bookedAt: row.bookedAt,
            status: 'booked',
            expectedDelivery: row.expectedDelivery ?? null,
            nextCheckAt: row.nextCheckAt ?? null,
            quietChecks: 0,
            failedChecks: 0,
            eventCount: 0,
            receiverEmail: row.receiverEmail ?? null,
            senderEmail: row.senderEmail ?? null,
          },
        });
    },

    /** Ends following a shipment whose booking was cancelled. */
    async cancel(orderNo: string) {
      await db
        .update(shipmentTracking)
        .set({ status: 'cancelled', nextCheckAt: null, expectedDelivery: null })
        .where(eq(shipmentTracking.orderNo, orderNo));
    },

    /** One carrier's shipments due for a check at `now`, the most overdue first. */
    due(supplierId: number, now: Date, limit: number): Promise<TrackingRow[]> {
      return db
        .select()
        .from(shipmentTracking)
        .where(
          and(
            eq(shipmentTracking.supplierId, supplierId),
            isNotNull(shipmentTracking.nextCheckAt),
            lte(shipmentTracking.nextCheckAt, now),
          ),
        )
        .orderBy(asc(shipmentTracking.nextCheckAt))
        .limit(limit);
    },

    /** Marks many checks that found nothing new (or failed) in one statement. */
    async markChecked(marks: readonly CheckMark[], now: Date) {
      if (marks.length === 0) return;
      await db.execute(sql`
        UPDATE ${shipmentTracking} t SET
          checked_at = ${now.toISOString()}::timestamptz,
          next_check_at = m.next_check_at,
          quiet_checks = m.quiet_checks,
          failed_checks = m.failed_checks
        FROM json_to_recordset(${JSON.stringify(
          marks.map((m) => ({
            order_no: m.orderNo,
            next_check_at: m.nextCheckAt?.toISOString() ?? null,
            quiet_checks: m.quietChecks,
            failed_checks: m.failedChecks,
          })),
        )}::json) AS m(order_no text, next_check_at timestamptz, quiet_checks smallint, failed_checks smallint)
        WHERE t.order_no = m.order_no`);
    },

    /** Locks a shipment's row for the transaction that records its new events. */
    async lock(orderNo: string): Promise<TrackingRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentTracking)
        .where(eq(shipmentTracking.orderNo, orderNo))
        .for('update');
      return row;
    },

    /** Stores the events not stored before; answers those that are new, oldest first. */
    async insertEvents(orderNo: string, events: readonly TrackingEvent[]): Promise<EventRow[]> {
      if (events.length === 0) return [];
      const rows = await db
        .insert(shipmentEvents)
        .values(
          events.map((e) => ({
            orderNo,
            at: new Date(e.at),
            localAt: e.at,
            city: e.place?.city ?? null,
            countryCode: e.place?.countryCode ?? null,
            carrierCode: e.carrierCode,
            carrierText: e.carrierText,
            status: e.status,
            cause: e.cause,
          })),
        )
        .onConflictDoNothing()
        .returning();
      return rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
    },

    async update(orderNo: string, set: Partial<Omit<TrackingRow, 'orderNo'>>) {
      await db.update(shipmentTracking).set(set).where(eq(shipmentTracking.orderNo, orderNo));
    },

    /** A company's shipment, or undefined (another company's is as unknown as none). */
    async find(orderNo: string, companyId: number): Promise<TrackingRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentTracking)
        .where(and(eq(shipmentTracking.orderNo, orderNo), eq(shipmentTracking.companyId, companyId)));
      return row;
    },

    /** A shipment by its order number, whoever's it is (for a notice of its own event). */
    async get(orderNo: string): Promise<TrackingRow | undefined> {
      const [row] = await db.select().from(shipmentTracking).where(eq(shipmentTracking.orderNo, orderNo));
      return row;
    },

    /**
     * The Swedish day of the carrier's first delivered event of a company's shipment (its own
     * time as it wrote it), or null while none came; undefined when tracking does not follow it.
     */
    async delivery(
      orderNo: string,
      companyId: number,
    ): Promise<{ deliveredOn: string | null; expectedDelivery: string | null } | undefined> {
      const [row] = await db
        .select({ expectedDelivery: shipmentTracking.expectedDelivery })
        .from(shipmentTracking)
        .where(and(eq(shipmentTracking.orderNo, orderNo), eq(shipmentTracking.companyId, companyId)));
      if (!row) return undefined;
      const [delivered] = await db
        .select({ localAt: shipmentEvents.localAt })
        .from(shipmentEvents)
        .where(and(eq(shipmentEvents.orderNo, orderNo), eq(shipmentEvents.status, 'delivered')))
        .orderBy(asc(shipmentEvents.at))
        .limit(1);
      return { deliveredOn: delivered?.localAt.slice(0, 10) ?? null, expectedDelivery: row.expectedDelivery };
    },

    async findByToken(token: string): Promise<TrackingRow | undefined> {
      const [row] = await db.select().from(shipmentTracking).where(eq(shipmentTracking.receiverToken, token));
      return row;
    },

    /** A shipment's events, newest first. */
    events(orderNo: string): Promise<EventRow[]> {
      return db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.orderNo, orderNo))
        .orderBy(desc(shipmentEvents.at), desc(shipmentEvents.id));
    },

    async setToken(orderNo: string, companyId: number, token: string | null) {
      const rows = await db
        .update(shipmentTracking)
        .set({ receiverToken: token })
        .where(and(eq(shipmentTracking.orderNo, orderNo), eq(shipmentTracking.companyId, companyId)))
        .returning({ orderNo: shipmentTracking.orderNo });
      return rows.length > 0;
    },
  };
}

export type TrackingRepository = ReturnType<typeof trackingRepository>;
