import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { namedStatement, placeholderOf } from '../../db/named-statement.ts';
import { bookingRequests } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Stored answers are replayed for 24 hours (DESIGN §4), then the nightly cleaning removes them. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export interface Answer<T> {
  body: T;
  /** The stored answer of an earlier call with the same key. */
  replayed: boolean;
}

const hashOf = (route: string, body: unknown) =>
  createHash('sha256').update(route).update('\n').update(JSON.stringify(body)).digest('hex');

const ofKey = and(
  eq(bookingRequests.customerId, sql.placeholder('customerId')),
  eq(bookingRequests.key, sql.placeholder('key')),
);

/**
 * One statement claims the key: a new key is inserted; an answer older than 24 h is no longer
 * replayed, even before the cleaning removed it, so its row is taken over as a fresh claim.
 */
const claimKey = namedStatement('booking_requests.claim', { key: bookingRequests.key }, (tx) =>
  tx
    .insert(bookingRequests)
    .values({
      customerId: sql.placeholder('customerId'),
      key: sql.placeholder('key'),
      route: sql.placeholder('route'),
      requestHash: sql.placeholder('requestHash'),
      statusCode: 0,
      response: {},
    })
    .onConflictDoUpdate({
      target: [bookingRequests.customerId, bookingRequests.key],
      set: {
        route: sql`excluded.route`,
        requestHash: sql`excluded.request_hash`,
        statusCode: sql`excluded.status_code`,
        response: sql`excluded.response`,
        createdAt: sql`now()`,
      },
      setWhere: lt(bookingRequests.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`),
    })
    .returning({ key: bookingRequests.key }),
);

const keepAnswer = namedStatement('booking_requests.answer', undefined, (tx) =>
  tx
    .update(bookingRequests)
    .set({ statusCode: 200, response: placeholderOf('response', bookingRequests.response) })
    .where(ofKey),
);

const storedAnswer = namedStatement('booking_requests.stored', getTableColumns(bookingRequests), (tx) =>
  tx.select().from(bookingRequests).where(ofKey),
);

/**
 * Runs a book call once per Idempotency-Key, in the caller's transaction. The key is claimed
 * first: a second call with the same key waits on the first's uncommitted row (the primary
 * key), then finds its answer and replays it; a different body under the key is a 422. An
 * error rolls the claim back with everything else, so a refused booking may be tried again
 * under the same key. Without a key the call simply runs (the order's row lock still books once).
 */
export async function idempotent<T>(
  tx: Executor,
  claim: { customerId: number; key: string | undefined; route: string; body: unknown },
  run: () => Promise<T>,
): Promise<Answer<T>> {
  if (claim.key === undefined) return { body: await run(), replayed: false };
  const requestHash = hashOf(claim.route, claim.body);
  const claimed = await claimKey(tx, {
    customerId: claim.customerId,
    key: claim.key,
    route: claim.route,
    requestHash,
  });
  if (claimed.length === 0) {
    const [stored] = await storedAnswer(tx, { customerId: claim.customerId, key: claim.key });
    if (!stored || stored.requestHash !== requestHash) throw new AppError('booking.idempotency_mismatch');
    return { body: stored.response as T, replayed: true };
  }
  const body = await run();
  await keepAnswer(tx, { customerId: claim.customerId, key: claim.key, response: body });
  return { body, replayed: false };
}

/** Removes answers past their 24 hours; the nightly purge calls it. */
export async function deleteExpiredAnswers(db: Database | Executor) {
  const deleted = await db
    .delete(bookingRequests)
    .where(lt(bookingRequests.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`))
    .returning({ key: bookingRequests.key });
  return deleted.length;
}
