import { type SQL, sql } from 'drizzle-orm';

/**
 * A condition PostgreSQL checks on the rows the statement's other conditions found, and never
 * uses to find them: no index matches `(…) IS TRUE`. For a company's condition beside a lookup
 * by a unique number: where the statistics have not caught up with a company's rows (a young
 * database, a customer that grew since the last ANALYZE), the planner would otherwise walk the
 * company's index and test every row of it (every order of the company read to lock one).
 */
export function filterOnly(condition: SQL): SQL {
  return sql`(${condition}) IS TRUE`;
}
