import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * One hit, in one statement: starts the window, counts within it, or starts a new one when it is
 * over. The row lock of ON CONFLICT makes concurrent hits, from any process, count one by one.
 */
export async function hit(db: Database, key: string, windowMs: number) {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    INSERT INTO ${rateLimitHits} AS h (key, hits, resets_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN h.resets_at <= now() THEN 1 ELSE h.hits + 1 END,
      resets_at = CASE WHEN h.resets_at <= now() THEN excluded.resets_at ELSE h.resets_at END
    RETURNING h.hits, greatest(0, ceil(extract(epoch FROM h.resets_at - now()) * 1000))::int AS ttl`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit counter returned no row');
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Retention: counters whose window is over. */
export async function deleteEndedWindows(db: Database) {
  const result = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`));
  return result.rowCount ?? 0;
}

/**
 * A store for @fastify/rate-limit on PostgreSQL, so the limit holds across API processes. The
 * plugin builds it with `new`, then asks for a child per route; the child's keys carry the route.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const { method = '', url = '' } = route ?? {};
      return new PostgresRateLimitStore(undefined, `${[method].flat().join(',')} ${url} `);
    }
  };
}
