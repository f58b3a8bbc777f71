import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { apiKeys, customers } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const withMaker = {
  key: apiKeys,
  makerFirstName: customers.firstName,
  makerLastName: customers.lastName,
  makerLevel: customers.customerLevel,
  makerCompanyId: customers.companyId,
};

export function apiKeyRepository(db: Database) {
  return {
    db,
    list(companyId: number) {
      return db
        .select(withMaker)
        .from(apiKeys)
        .innerJoin(customers, eq(customers.id, apiKeys.createdBy))
        .where(eq(apiKeys.companyId, companyId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async find(companyId: number, id: number) {
      const [row] = await db
        .select(withMaker)
        .from(apiKeys)
        .innerJoin(customers, eq(customers.id, apiKeys.createdBy))
        .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
      return row;
    },

    /** A key by its public prefix, with what its maker is now (level, company). */
    async byPrefix(prefix: string) {
      const [row] = await db
        .select(withMaker)
        .from(apiKeys)
        .innerJoin(customers, eq(customers.id, apiKeys.createdBy))
        .where(eq(apiKeys.prefix, prefix));
      return row;
    },

    async insert(tx: Executor, row: typeof apiKeys.$inferInsert) {
      const [inserted] = await tx.insert(apiKeys).values(row).returning({ id: apiKeys.id });
      if (!inserted) throw new Error('API key not kept');
      return inserted.id;
    },

    async revoke(tx: Executor, companyId: number, id: number, at: Date) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },

    /** Ends a rotated key after its overlap: never later than it would have ended anyway. */
    async endAt(tx: Executor, id: number, at: Date) {
      await tx
        .update(apiKeys)
        .set({ expiresAt: sql`least(coalesce(${apiKeys.expiresAt}, ${at}), ${at})` })
        .where(eq(apiKeys.id, id));
    },

    /** Notes a use at most once a minute a key: a busy key does not write on every call. */
    async used(id: number, from: string, at: Date) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at, lastUsedFrom: from })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
          ),
        );
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof apiKeyRepository>;
