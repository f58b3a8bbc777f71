import { DrizzleQueryError, type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';

/**
 * pg-boss's SQL runs through the product's own pool, or inside a caller's transaction, so a job
 * sent with a business change commits or rolls back with it. pg-boss writes `$1`-style
 * placeholders (some more than once); each becomes a bound parameter holding its value.
 */
export function sqlExecutor(db: Executor, stopped: () => boolean = () => false): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg-boss's own timers can fire once more after it stopped, and a job that outlived the
      // stop's grace ends after it, while the pool is closing: the queue does nothing then (the
      // job is retried elsewhere), and a query would only fail unheard.
      if (stopped()) return nothingDone(text);
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = pieces.map((piece, i) =>
        i % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1])}`,
      );
      // pg-boss reads PostgreSQL's own message (it tells a lost start-up race from a failure);
      // Drizzle wraps it, so the original is passed on.
      const result: unknown = await db.execute(sql.join(chunks)).catch((err: unknown) => {
        throw err instanceof DrizzleQueryError && err.cause ? err.cause : err;
      });
      // Several statements in one text (pg-boss's own migrations) answer with one result each.
      const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: unknown[] } | undefined;
      return { rows: last?.rows ?? [] };
    },
  };
}

/**
 * What a stopped queue answers: no rows to a read, and to one of pg-boss's commands (complete,
 * fail, cancel…), which end by counting the jobs they changed and read that count from the
 * first row without a check, a count of none.
 */
function nothingDone(text: string) {
  return { rows: /count\(\*\)\s+from\s+results\s*$/i.test(text) ? [{ count: '0' }] : [] };
}
