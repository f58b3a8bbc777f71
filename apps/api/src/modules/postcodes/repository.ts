import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postcodeAreas } from '../../db/schema/index.ts';

export function postcodeRepository(db: Database) {
  return {
    /** The narrowest known range holding the postcode: an imported exact row beats a seeded area. */
    async findCity(countrycode: string, postcode: string) {
      const rows = await db
        .select({ city: postcodeAreas.city })
        .from(postcodeAreas)
        .where(
          and(
            eq(postcodeAreas.countrycode, countrycode),
            lte(postcodeAreas.postcodeFrom, postcode),
            gte(postcodeAreas.postcodeTo, postcode),
            sql`length(${postcodeAreas.postcodeFrom}) = ${postcode.length}`,
          ),
        )
        .orderBy(desc(postcodeAreas.postcodeFrom), asc(postcodeAreas.postcodeTo))
        .limit(1);
      return rows[0]?.city;
    },

    async upsertExact(rows: { countrycode: string; postcode: string; city: string }[]) {
      if (rows.length === 0) return;
      await db
        .insert(postcodeAreas)
        .values(
          rows.map((r) => ({
            countrycode: r.countrycode,
            postcodeFrom: r.postcode,
            postcodeTo: r.postcode,
            city: r.city,
          })),
        )
        .onConflictDoUpdate({
          target: [postcodeAreas.countrycode, postcodeAreas.postcodeFrom, postcodeAreas.postcodeTo],
          set: { city: sql`excluded.city` },
        });
    },
  };
}
export type PostcodeRepository = ReturnType<typeof postcodeRepository>;
