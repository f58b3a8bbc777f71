import { and, eq, sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { carrierSandboxBookings } from '../../../db/schema/index.ts';
import type { CarrierPackage } from '../types.ts';

export interface SandboxBooking {
  id: number;
  carrierCode: number;
  idempotencyKey: string;
  consignmentNo: string;
  packages: CarrierPackage[];
  account: string;
  bookedAt: Date;
  cancelledAt: Date | null;
}

/**
 * The sandbox carriers' own records. Always on the pool, never in a caller's transaction: a
 * carrier's booking stands whether or not our commit that follows it does.
 */
export function sandboxStore(db: Database) {
  const byKey = (carrierCode: number, key: string) =>
    and(eq(carrierSandboxBookings.carrierCode, carrierCode), eq(carrierSandboxBookings.idempotencyKey, key));

  return {
    /** `count` values of a sequence, as decimal strings (sequences are bigint). */
    async draw(sequence: PgSequence, count: number): Promise<string[]> {
      if (count === 0) return [];
      const result = await db.execute<{ v: string }>(
        sql`SELECT nextval(${sequence.seqName}::regclass)::text AS v FROM generate_series(1, ${count})`,
      );
      return result.rows.map((r) => r.v);
    },

    async find(carrierCode: number, key: string): Promise<SandboxBooking | null> {
      const [row] = await db.select().from(carrierSandboxBookings).where(byKey(carrierCode, key));
      return (row as SandboxBooking | undefined) ?? null;
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
      return (row as SandboxBooking | undefined) ?? null;
    },

    /** Keeps the first booking of a key: a concurrent twin's insert yields and reads that one. */
    async insert(booking: Omit<SandboxBooking, 'id' | 'cancelledAt'>): Promise<SandboxBooking> {
      const [inserted] = await db
        .insert(carrierSandboxBookings)
        .values(booking)
        .onConflictDoNothing({
          target: [carrierSandboxBookings.carrierCode, carrierSandboxBookings.idempotencyKey],
        })
        .returning();
      if (inserted) return inserted as SandboxBooking;
      const first = await this.find(booking.carrierCode, booking.idempotencyKey);
      if (!first) throw new Error('a sandbox booking in conflict could not be read back');
      return first;
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
