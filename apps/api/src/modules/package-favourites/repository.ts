import type { PackageFavouriteInput } from '@skeppa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { packageFavourites } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';

// The list sorts in Swedish alphabetical order (å ä ö after z), as contacts do.
const byName = sql`${packageFavourites.name} COLLATE "sv-SE-x-icu"`;

const columns = {
  id: packageFavourites.id,
  name: packageFavourites.name,
  packageType: packageFavourites.packageType,
  noOfPackages: packageFavourites.noOfPackages,
  length: packageFavourites.length,
  width: packageFavourites.width,
  height: packageFavourites.height,
  weight: packageFavourites.weight,
  goodsType: packageFavourites.goodsType,
};
export type PackageFavouriteRow = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'];
};

export function packageFavouriteRepository(db: Database) {
  const ofCompany = (id: number, companyId: number) =>
    and(eq(packageFavourites.id, id), eq(packageFavourites.companyId, companyId));

  return {
    list(companyId: number): Promise<PackageFavouriteRow[]> {
      return db
        .select(columns)
        .from(packageFavourites)
        .where(eq(packageFavourites.companyId, companyId))
        .orderBy(byName, asc(packageFavourites.id));
    },

    async count(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(packageFavourites)
        .where(eq(packageFavourites.companyId, companyId));
      return row?.n ?? 0;
    },

    /** The new row, or null when the company already has a favourite of that name. */
    async create(companyId: number, customerId: number, input: PackageFavouriteInput) {
      const rows = await db
        .insert(packageFavourites)
        .values({ ...input, companyId, customerId })
        .onConflictDoNothing()
        .returning(columns);
      return rows[0] ?? null;
    },

    /** The changed row; 'missing' when the company has no such id, 'taken' when the name is. */
    async update(id: number, companyId: number, input: PackageFavouriteInput) {
      try {
        const rows = await db
          .update(packageFavourites)
          .set({ ...input, updatedAt: sql`now()` })
          .where(ofCompany(id, companyId))
          .returning(columns);
        return rows[0] ?? ('missing' as const);
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken' as const;
        throw error;
      }
    },

    async remove(id: number, companyId: number): Promise<boolean> {
      const rows = await db
        .delete(packageFavourites)
        .where(ofCompany(id, companyId))
        .returning({ id: packageFavourites.id });
      return rows.length > 0;
    },
  };
}
export type PackageFavouriteRepository = ReturnType<typeof packageFavouriteRepository>;
