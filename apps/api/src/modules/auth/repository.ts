import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, loginFailures, refreshTokens, ssoKeys } from '../../db/schema/index.ts';

export const authUserColumns = {
  id: customers.id,
  companyId: customers.companyId,
  email: customers.email,
  passwordHash: customers.passwordHash,
  customerLevel: customers.customerLevel,
};
export type AuthUser = {
  id: number;
  companyId: number;
  email: string;
  passwordHash: string | null;
  customerLevel: number;
};

export function authRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<AuthUser | undefined> {
      const rows = await db
        .select(authUserColumns)
        .from(customers)
        .where(eq(customers.email, email.toLowerCase()));
      return rows[0];
    },

    async findUserById(id: number): Promise<AuthUser | undefined> {
      const rows = await db.select(authUserColumns).from(customers).where(eq(customers.id, id));
      return rows[0];
    },

    async countFailures(username: string, address: string, since: Date) {
      const [byUser] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)));
      const [byAddress] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.address, address), gt(loginFailures.createdAt, since)));
      return { byUsername: byUser?.n ?? 0, byAddress: byAddress?.n ?? 0 };
    },

    async recordFailure(username: string, address: string) {
      await db.insert(loginFailures).values({ username, address });
    },

    async clearFailures(username: string) {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },

    async insertRefreshToken(row: {
      customerId: number;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(row);
    },

    /** Marks the token used, atomically: of two concurrent uses only one gets the row back. */
    async claimRefreshToken(tokenHash: string) {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return rows[0];
    },

    async findRefreshToken(tokenHash: string) {
      const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return rows[0];
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async insertSsoKey(row: { keyHash: string; customerId: number; expiresAt: Date }) {
      await db.insert(ssoKeys).values(row);
    },

    async consumeSsoKey(keyHash: string) {
      const rows = await db
        .update(ssoKeys)
        .set({ usedAt: sql`now()` })
        .where(and(eq(ssoKeys.keyHash, keyHash), isNull(ssoKeys.usedAt), gt(ssoKeys.expiresAt, sql`now()`)))
        .returning({ customerId: ssoKeys.customerId });
      return rows[0];
    },

    async findUserByIdOrEmail(idOrEmail: { customerId?: number; email?: string }) {
      const conditions = [];
      if (idOrEmail.customerId !== undefined) conditions.push(eq(customers.id, idOrEmail.customerId));
      if (idOrEmail.email) conditions.push(eq(customers.email, idOrEmail.email.toLowerCase()));
      if (conditions.length === 0) return undefined;
      const rows = await db
        .select(authUserColumns)
        .from(customers)
        .where(or(...conditions));
      return rows[0];
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
