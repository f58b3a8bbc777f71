import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { paperlessDocuments } from '../../../db/schema/index.ts';

export type PaperlessRow = typeof paperlessDocuments.$inferSelect;
export type NewPaperlessRow = typeof paperlessDocuments.$inferInsert;

export function paperlessRepository(db: Database) {
  return {
    db,
    list(consignmentId: number) {
      return db
        .select()
        .from(paperlessDocuments)
        .where(eq(paperlessDocuments.consignmentId, consignmentId))
        .orderBy(asc(paperlessDocuments.id));
    },

    async find(consignmentId: number, id: number) {
      const [row] = await db
        .select()
        .from(paperlessDocuments)
        .where(and(eq(paperlessDocuments.id, id), eq(paperlessDocuments.consignmentId, consignmentId)));
      return row;
    },

    async count(tx: Executor, consignmentId: number) {
      const [row] = await tx
        .select({ n: count() })
        .from(paperlessDocuments)
        .where(eq(paperlessDocuments.consignmentId, consignmentId));
      return row?.n ?? 0;
    },

    async insert(tx: Executor, values: NewPaperlessRow) {
      const [row] = await tx.insert(paperlessDocuments).values(values).returning();
      return row!;
    },

    /** Removes the rows and answers them, so their files can follow. */
    remove(tx: Executor, consignmentId: number, where: { id?: number; generated?: boolean }) {
      return tx
        .delete(paperlessDocuments)
        .where(
          and(
            eq(paperlessDocuments.consignmentId, consignmentId),
            where.id === undefined ? undefined : eq(paperlessDocuments.id, where.id),
            where.generated === undefined ? undefined : eq(paperlessDocuments.generated, where.generated),
          ),
        )
        .returning();
    },

    /** Whether the shipment's commercial invoice went to UPS electronically. */
    async hasCommercialInvoice(consignmentId: number) {
      const [row] = await db
        .select({ id: paperlessDocuments.id })
        .from(paperlessDocuments)
        .where(
          and(
            eq(paperlessDocuments.consignmentId, consignmentId),
            eq(paperlessDocuments.documentType, 'commercialInvoice'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type PaperlessRepository = ReturnType<typeof paperlessRepository>;
