import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { namedStatement } from '../../../db/named-statement.ts';
import { carrierSandboxBookings } from '../../../db/schema/index.ts';

export type SandboxBooking = typeof carrierSandboxBookings.$inferSelect;

/** Values of a sequence drawn in one round trip when a booking finds too few left. */
const DRAW_AHEAD = 50;

/**
 * A carrier's booking, kept unless its key has a live booking already (`booked` answers nothing
 * then); a key whose booking was cancelled books anew.
 */
const booked = namedStatement('sandbox.book', getTableColumns(carrierSandboxBookings), (ex) =>
  ex
    .insert(carrierSandboxBookings)
    .values({
      carrierCode: sql.placeholder('carrierCode'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      consignmentNo: sql.placeholder('consignmentNo'),
      packages: sql.placeholder('packages'),
      account: sql.placeholder('account'),
      bookedAt: sql.placeholder('bookedAt'),
      route: sql.placeholder('route'),
    })
    .onConflictDoNothing({
      target: [carrierSandboxBookings.carrierCode, carrierSandboxBookings.idempotencyKey],
      where: sql`cancelled_at IS NULL`,
    })
    .returning(),
);

/**
 * The sandbox carriers' own records. Always on the pool, never in a caller's transaction: a
 * carrier's booking stands whether or not our commit that follows it does.
 */
export function sandboxStore(db: Database) {
  const liveByKey = (carrierCode: number, key: string) =>
    and(
      eq(carrierSandboxBookings.carrierCode, carrierCode),
      eq(carrierSandboxBookings.idempotencyKey, key),
      isNull(carrierSandboxBookings.cancelledAt),
    );

  /** Values drawn and not yet handed out, by sequence. */
  const drawnAhead = new Map<PgSequence, string[]>();
  let refilling: Promise<void> | null = null;
  const ahead = (sequence: PgSequence) => {
    const values = drawnAhead.get(sequence) ?? [];
    drawnAhead.set(sequence, values);
    return values;
  };

  /** Values of several sequences in one statement, `count` of each (at least one), in the order drawn. */
  async function drawFromDatabase(wanted: { sequence: PgSequence; count: number }[]) {
    const parts = wanted.map(
      ({ sequence, count }, i) =>
        sql`SELECT ${i}::int AS k, nextval(${sequence.seqName}::regclass) AS v FROM generate_series(1, ${count})`,
    );
    const result = await db.execute<{ k: number; v: string }>(
      sql`SELECT k, v::text AS v FROM (${sql.join(parts, sql` UNION ALL `)}) drawn ORDER BY k, drawn.v`,
    );
    const drawn = wanted.map((): string[] => []);
    for (const { k, v } of result.rows) drawn[k]?.push(v);
    return drawn;
  }

  async function refill(short: { sequence: PgSequence; count: number }[]) {
    const drawn = await drawFromDatabase(
      short.map(({ sequence, count }) => ({ sequence, count: Math.max(count, DRAW_AHEAD) })),
    );
    for (const [i, { sequence }] of short.entries()) ahead(sequence).push(...(drawn[i] ?? []));
  }

  return {
    /**
     * Values of several sequences, `count` of each, as decimal strings (sequences are bigint).
     * A sequence short of values is drawn DRAW_AHEAD ahead, as PostgreSQL's own CACHE would for
     * a session: most bookings then take their numbers without a round trip. Values stay unique
     * across processes; a process that ends leaves its unused ones as gaps.
     */
    async draw(wanted: { sequence: PgSequence; count: number }[]): Promise<string[][]> {
      // A sequence asked for twice needs both counts.
      const needed = new Map<PgSequence, number>();
      for (const { sequence, count } of wanted) needed.set(sequence, (needed.get(sequence) ?? 0) + count);
      for (;;) {
        const short = [...needed]
          .filter(([sequence, count]) => ahead(sequence).length < count)
          .map(([sequence, count]) => ({ sequence, count }));
        // Taken without an await in between, so two bookings of this process never share a value.
        if (short.length === 0) return wanted.map(({ sequence, count }) => ahead(sequence).splice(0, count));
        // One refill at a time: a burst of bookings waits for it rather than each drawing a block.
        refilling ??= refill(short).finally(() => {
          refilling = null;
        });
        await refilling;
      }
    },

    /** The key's booking unless it was cancelled. */
    async find(carrierCode: number, key: string): Promise<SandboxBooking | null> {
      const [row] = await db.select().from(carrierSandboxBookings).where(liveByKey(carrierCode, key));
      return row ?? null;
    },

    async findByNumber(carrierCode: number, consignmentNo: string): Promise<SandboxBooking | null> {
      const [row] = await db
        .select()
        .from(carrierSandboxBookings)
        .where(
          and(
            eq(carrierSandboxBookings.carrierCode, carrierCode),
            eq(carrierSandboxBookings.consignmentNo, consignmentNo),
          ),
        );
      return row ?? null;
    },

    /** Keeps the first booking of a key: a concurrent twin's insert yields and reads that one. */
    async insert(booking: Omit<SandboxBooking, 'id' | 'cancelledAt'>): Promise<SandboxBooking> {
      const [inserted] = await booked(db, booking);
      if (inserted) return inserted;
      const first = await this.find(booking.carrierCode, booking.idempotencyKey);
      if (!first) throw new Error('a sandbox booking in conflict could not be read back');
      return first;
    },

    /**
     * Cancelled bookings past their days: each stood for a shipment that is no longer booked (a
     * cancelled order, or a lost booking voided), which the booking journal forgets as long after.
     */
    async purgeCancelled(now: Date, days: number): Promise<number> {
      const gone = await db
        .delete(carrierSandboxBookings)
        .where(
          lt(
            carrierSandboxBookings.cancelledAt,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
          ),
        )
        .returning({ id: carrierSandboxBookings.id });
      return gone.length;
    },

    async cancel(id: number, at: Date): Promise<void> {
      await db
        .update(carrierSandboxBookings)
        .set({ cancelledAt: at })
        .where(and(eq(carrierSandboxBookings.id, id), sql`${carrierSandboxBookings.cancelledAt} IS NULL`));
    },
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;
