import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { bookingAttempts, orders } from '../../db/schema/index.ts';

export type BookingAttempt = typeof bookingAttempts.$inferSelect;
export type NewBookingAttempt = Omit<
  typeof bookingAttempts.$inferInsert,
  'id' | 'createdAt' | 'closedAt' | 'outcome'
>;

/** How an attempt ended: `booked` by its own call, the rest by the reconciler (reconcile.ts). */
export type AttemptOutcome = 'booked' | 'refused' | 'completed' | 'voided' | 'void_refused';

/** Closed attempts are kept this long, for an operator asking what became of a booking. */
export const CLOSED_ATTEMPT_DAYS = 30;

const ofOrder = (orderNo: string) => or(eq(orders.orderNo, orderNo), eq(orders.temporaryOrderNo, orderNo));

/** The booking journal's SQL (db/schema/booking-attempts.ts). */
export function journalRepository(db: Database) {
  return {
    db,

    /** On the pool, committed before the carrier is asked: the booking's own transaction may die. */
    async open(attempt: NewBookingAttempt): Promise<number> {
      const [row] = await db.insert(bookingAttempts).values(attempt).returning({ id: bookingAttempts.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** In the transaction that writes the outcome on the order, so that both or neither stand. */
    async close(ex: Executor, id: number, outcome: AttemptOutcome) {
      await ex
        .update(bookingAttempts)
        .set({ closedAt: sql`now()`, outcome })
        .where(and(eq(bookingAttempts.id, id), isNull(bookingAttempts.closedAt)));
    },

    /** Open attempts at least this old, oldest first: the open-rows index holds them all. */
    async lostIds(afterSeconds: number, limit: number) {
      const rows = await db
        .select({ id: bookingAttempts.id })
        .from(bookingAttempts)
        .where(
          and(
            isNull(bookingAttempts.closedAt),
            sql`${bookingAttempts.createdAt} <= now() - make_interval(secs => ${afterSeconds})`,
          ),
        )
        .orderBy(asc(bookingAttempts.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The attempt if still open and no other reconciler holds it. */
    async lockOpen(tx: Executor, id: number): Promise<BookingAttempt | undefined> {
      const [row] = await tx
        .select()
        .from(bookingAttempts)
        .where(and(eq(bookingAttempts.id, id), isNull(bookingAttempts.closedAt)))
        .for('update', { skipLocked: true });
      return row;
    },

    /**
     * The attempt's order, locked; `locked` while a booking (or a change) holds it, which SKIP
     * LOCKED cannot tell from a deleted order: only then a second read asks whether it exists.
     */
    async lockOrder(tx: Executor, orderNo: string) {
      const [row] = await tx
        .select()
        .from(orders)
        .where(ofOrder(orderNo))
        .for('update', { skipLocked: true });
      if (row) return row;
      const [exists] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(ofOrder(orderNo));
      return exists ? ('locked' as const) : undefined;
    },

    /** The retention: closed attempts past their days; one statement, whichever process runs it. */
    async deleteClosed(now: Date) {
      const deleted = await db
        .delete(bookingAttempts)
        .where(
          lt(
            bookingAttempts.closedAt,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${CLOSED_ATTEMPT_DAYS})`,
          ),
        )
        .returning({ id: bookingAttempts.id });
      return deleted.length;
    },
  };
}

export type JournalRepository = ReturnType<typeof journalRepository>;
