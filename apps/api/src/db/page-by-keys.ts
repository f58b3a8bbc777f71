import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PLANNED_EACH_RUN } from './built-once.ts';
import type { Database } from './client.ts';

/**
 * A list's page, its keys found first in the list's order (from an index alone where one holds
 * the WHERE and ORDER BY), then only those rows read: a deep page skips index entries, not rows.
 * Built once per shape (db/built-once.ts); run it with `pageValues` and the WHERE's values.
 */
export function pageByKeys<T extends PgTable>(
  db: Database,
  table: T,
  key: AnyPgColumn,
  where: SQL | undefined,
  order: SQL[],
): BuiltPage<T['$inferSelect']> {
  // Drizzle's types cannot follow a table given as a type parameter; the rows are the table's.
  const from = table as PgTable;
  const keys = db
    .select({ key })
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select()
    .from(from)
    .where(inArray(key, keys))
    .orderBy(...order)
    .prepare(PLANNED_EACH_RUN);
}

export interface BuiltPage<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** The placeholders of a page: how many rows, from where. */
export const pageValues = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});
