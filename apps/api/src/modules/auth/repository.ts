import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import {
  customers,
  loginFailures,
  refreshTokens,
  ssoKeys,
  ssoRequestSignatures,
} from '../../db/schema/index.ts';

export const authUserColumns = {
  id: customers.id,
  companyId: customers.companyId,
  email: customers.email,
  passwordHash: customers.passwordHash,
  customerLevel: customers.customerLevel,
};

/** Namespace of the advisory locks that serialise sign-in attempts from one address. */
const LOGIN_ATTEMPT_LOCK = 7_366_002;

export interface AttemptLimits {
  maxPerUsernameAndAddress: number;
  maxPerAddress: number;
  windowSeconds: number;
}

export interface NewRefreshToken {
  id?: string;
  customerId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

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

    async findUserById(id: number, ex: Executor = db): Promise<AuthUser | undefined> {
      const rows = await ex.select(authUserColumns).from(customers).where(eq(customers.id, id));
      return rows[0];
    },

    /** Where a write that needs no transaction of its own goes: a failed sign-in's audit entry. */
    db,

    /**
     * Counts and records an attempt as one step: under a per-address advisory lock, the row is
     * inserted only while both counts are below their limits, so parallel attempts cannot all
     * pass the count before any is recorded. Answers the row's id, or undefined when a limit is
     * reached. The row stays as the failure unless the password proves right.
     */
    async reserveAttempt(username: string, address: string, limits: AttemptLimits) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_ATTEMPT_LOCK}, hashtext(${address}))`);
        const since = sql`now() - make_interval(secs => ${limits.windowSeconds})`;
        const result = await tx.execute<{ id: string }>(sql`
          INSERT INTO ${loginFailures} (username, address)
          SELECT ${username}, ${address}
          WHERE (SELECT count(*) FROM ${loginFailures}
                 WHERE address = ${address} AND created_at > ${since}) < ${limits.maxPerAddress}
            AND (SELECT count(*) FROM ${loginFailures}
                 WHERE address = ${address} AND username = ${username} AND created_at > ${since})
                 < ${limits.maxPerUsernameAndAddress}
          RETURNING id`);
        return result.rows[0]?.id;
      });
    },

    /** An attempt that was never checked (the server was busy) is no failure. */
    async releaseAttempt(id: string) {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    async clearFailures(username: string, address: string, ex: Executor = db) {
      await ex
        .delete(loginFailures)
        .where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
    },

    async insertRefreshToken(row: NewRefreshToken, ex: Executor = db) {
      await ex.insert(refreshTokens).values(row);
    },

    inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Locks a refresh token's row until the transaction ends, so uses of one token take turns and
     * each sees what the one before it wrote. Its ages come from the clock that wrote them.
     */
    async lockRefreshToken(tx: Transaction, tokenHash: string) {
      const rows = await tx
        .select({
          id: refreshTokens.id,
          customerId: refreshTokens.customerId,
          familyId: refreshTokens.familyId,
          expiresAt: refreshTokens.expiresAt,
          replacedBy: refreshTokens.replacedBy,
          revoked: sql<boolean>`${refreshTokens.revokedAt} IS NOT NULL`,
          expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
          secondsSinceRotation: sql<
            number | null
          >`extract(epoch FROM now() - ${refreshTokens.rotatedAt})::float8`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      return rows[0];
    },

    /** Stores the successor and points the token at it; a token keeps its first rotation time. */
    async rotateInto(tx: Transaction, id: string, successor: NewRefreshToken & { id: string }) {
      await tx.insert(refreshTokens).values(successor);
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, now())`, replacedBy: successor.id })
        .where(eq(refreshTokens.id, id));
    },

    /** Revokes a token only while nobody has used it; true when it was still live. */
    async revokeUnused(tx: Transaction, id: string) {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async findRefreshToken(tokenHash: string) {
      const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return rows[0];
    },

    async revokeFamily(familyId: string, executor: Executor = db) {
      await executor
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async insertSsoKey(row: { keyHash: string; customerId: number; expiresAt: Date }) {
      await db.insert(ssoKeys).values(row);
    },

    async consumeSsoKey(keyHash: string, ex: Executor = db) {
      const rows = await ex
        .update(ssoKeys)
        .set({ usedAt: sql`now()` })
        .where(and(eq(ssoKeys.keyHash, keyHash), isNull(ssoKeys.usedAt), gt(ssoKeys.expiresAt, sql`now()`)))
        .returning({ customerId: ssoKeys.customerId });
      return rows[0];
    },

    /** True the first time a signature is seen; it is kept until it could no longer be accepted. */
    async rememberSsoSignature(signature: string, expiresAt: Date) {
      const rows = await db
        .insert(ssoRequestSignatures)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: ssoRequestSignatures.signature });
      return rows.length === 1;
    },

    /** Retention: what can no longer be used, and failures older than the given days. */
    async deleteExpired(failuresOlderThanDays: number) {
      const [tokens, keys, signatures, failures] = await Promise.all([
        db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`)),
        db.delete(ssoKeys).where(lt(ssoKeys.expiresAt, sql`now()`)),
        db.delete(ssoRequestSignatures).where(lt(ssoRequestSignatures.expiresAt, sql`now()`)),
        db
          .delete(loginFailures)
          .where(lt(loginFailures.createdAt, sql`now() - make_interval(days => ${failuresOlderThanDays})`)),
      ]);
      return {
        refreshTokens: tokens.rowCount ?? 0,
        ssoKeys: keys.rowCount ?? 0,
        ssoRequestSignatures: signatures.rowCount ?? 0,
        loginFailures: failures.rowCount ?? 0,
      };
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
