import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  carriers,
  fixedPrices,
  fuelSurcharges,
  priceLists,
  serviceOptions,
  surcharges,
  tariffs,
  tariffVersion,
  tariffZones,
  templates,
} from '../../db/schema/index.ts';
import type { TariffRows } from './tariff-book.ts';

export function tariffRepository(db: Database) {
  return {
    async version(): Promise<number> {
      const rows = await db
        .select({ v: tariffVersion.version })
        .from(tariffVersion)
        .where(eq(tariffVersion.id, 1));
      return rows[0]?.v ?? 0;
    },

    /** One consistent snapshot: all reads in one repeatable-read transaction. */
    loadAll(): Promise<TariffRows> {
      return db.transaction(
        async (tx) => {
          const [v] = await tx
            .select({ v: tariffVersion.version })
            .from(tariffVersion)
            .where(eq(tariffVersion.id, 1));
          return {
            version: v?.v ?? 0,
            templates: await tx.select().from(templates).where(eq(templates.active, true)),
            carriers: await tx
              .select({ code: carriers.code, name: carriers.name, active: carriers.active })
              .from(carriers),
            priceLists: await tx
              .select({ id: priceLists.id, isDefault: priceLists.isDefault, currency: priceLists.currency })
              .from(priceLists),
            zones: await tx.select().from(tariffZones),
            tariffs: await tx.select().from(tariffs),
            fixedPrices: await tx.select().from(fixedPrices),
            fuel: await tx.select().from(fuelSurcharges),
            surcharges: await tx.select().from(surcharges),
            options: await tx.select().from(serviceOptions),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type TariffRepository = ReturnType<typeof tariffRepository>;
