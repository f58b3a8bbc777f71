import { and, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailboxMessages, mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Serialises the quota check of one customer's mails (pg_advisory_xact_lock's first key). */
const QUOTA_LOCK = 7_366_101;

export function outboxRepository(db: Executor) {
  return {
    async insert(row: NewOutboxRow) {
      const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      return inserted!.id;
    },

    /**
     * Takes the row for one delivery attempt. Only one worker can win it: a queued row, or one
     * whose last worker's lease ran out (its process died mid-send). Everyone else gets nothing.
     */
    async claim(id: string, leaseSeconds: number) {
      const [row] = await db
        .update(mailOutbox)
        .set({
          state: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          and(
            eq(mailOutbox.id, id),
            or(
              eq(mailOutbox.state, 'queued'),
              and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
            ),
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: string, via: 'smtp' | 'mailbox', note: string | null) {
      await db
        .update(mailOutbox)
        .set({ state: 'sent', deliveredVia: via, lastError: note, sentAt: sql`now()`, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    /** A temporary failure: the row waits for the job's next retry. */
    async release(id: string, reason: string) {
      await db
        .update(mailOutbox)
        .set({ state: 'queued', lastError: reason, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    async markFailed(id: string, reason: string) {
      await db
        .update(mailOutbox)
        .set({ state: 'failed', lastError: reason, failedAt: sql`now()`, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['queued', 'sending'])));
    },

    /** The product's own mailbox; a second copy of the same mail is never stored. */
    async storeInMailbox(outboxId: string, envelopeFrom: string, envelopeTo: string[], raw: string) {
      await db
        .insert(mailboxMessages)
        .values({ outboxId, envelopeFrom, envelopeTo, raw })
        .onConflictDoNothing({ target: mailboxMessages.outboxId });
    },

    /**
     * Mails of these kinds the customer caused in the last `minutes`. Holds a per-customer lock to
     * the end of the transaction, so two requests at once cannot both pass a quota.
     */
    async countRecent(customerId: number, kinds: string[], minutes: number) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${customerId})`);
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.customerId, customerId),
            inArray(mailOutbox.kind, kinds),
            gt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        );
      return row?.n ?? 0;
    },

    /** One page of a company's outbox, newest first, with the company's total in the same trip. */
    async pageForCompany(companyId: number, page: number, pageSize: number) {
      const rows = await db
        .select({ mail: mailOutbox, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(mailOutbox)
        .where(eq(mailOutbox.companyId, companyId))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows: rows.map((r) => r.mail), total: rows[0]?.total ?? null };
    },

    async countForCompany(companyId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.companyId, companyId));
      return row?.n ?? 0;
    },

    /** A mail of the company, with its mailbox copy when it went there; one round trip. */
    async findInCompany(id: string, companyId: number) {
      const [row] = await db
        .select({ mail: mailOutbox, raw: mailboxMessages.raw })
        .from(mailOutbox)
        .leftJoin(mailboxMessages, eq(mailboxMessages.outboxId, mailOutbox.id))
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.companyId, companyId)));
      return row;
    },

    /** Sent and failed mails older than `days`; their mailbox copies go with them. */
    async deleteFinishedOlderThan(days: number) {
      const deleted = await db
        .delete(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.state, ['sent', 'failed']),
            lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .returning({ id: mailOutbox.id });
      return deleted.length;
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
