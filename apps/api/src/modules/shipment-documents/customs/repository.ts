import type { CustomsInvoice } from '@skeppa/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { customsInvoices } from '../../../db/schema/index.ts';

export function customsRepository(db: Database) {
  return {
    async find(consignmentId: number) {
      const [row] = await db
        .select()
        .from(customsInvoices)
        .where(eq(customsInvoices.consignmentId, consignmentId));
      return row;
    },

    /** One statement: the first save inserts, later ones replace the invoice whole. */
    async save(consignmentId: number, invoice: CustomsInvoice) {
      const [row] = await db
        .insert(customsInvoices)
        .values({ consignmentId, invoice })
        .onConflictDoUpdate({
          target: customsInvoices.consignmentId,
          set: { invoice, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    /** Removes the kept invoice; answers whether there was one. */
    async remove(consignmentId: number) {
      const rows = await db
        .delete(customsInvoices)
        .where(eq(customsInvoices.consignmentId, consignmentId))
        .returning({ consignmentId: customsInvoices.consignmentId });
      return rows.length > 0;
    },
  };
}
export type CustomsRepository = ReturnType<typeof customsRepository>;
