import { getTableColumns, is, type Query, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { executeNamed } from './drizzle-session.ts';

/**
 * What a statement answers per row, as its select or returning names it: columns and SQL by name,
 * or a table's whole row under a name (a join's `{ consignment: consignments, … }`).
 */
export type StatementFields = Record<string, PgColumn | SQL | SQL.Aliased | PgTable>;

/** A Drizzle query as built, with the type of what running it answers. */
interface Buildable {
  toSQL(): Query;
  execute(...args: never[]): Promise<unknown>;
}

/**
 * A statement of a hot path (a booking runs ten), built once and named (decision 244). Drizzle
 * builds the SQL the first time only; PostgreSQL parses and plans a named statement once per
 * connection and then only binds each run's values. Unlike Drizzle's own prepared statement it
 * runs wherever it is called, on the pool or on a caller's transaction's connection, so one
 * statement serves both. Values go in as `sql.placeholder`s; `fields` are the columns the query
 * selects or returns, in its order, for Drizzle to map each row (none: the driver's own result).
 * `leftJoined` names the tables under `fields` that a LEFT JOIN may leave without a row. Only
 * for a statement whose best plan does not depend on its values: a key, not a search.
 */
export function namedStatement<B extends Buildable>(
  name: string,
  fields: StatementFields | undefined,
  build: (ex: Executor) => B,
  options: { leftJoined?: string[] } = {},
) {
  // Drizzle's own order of a selection: each field under its name as written, a table's columns
  // in the table's order under the table's name.
  const ordered = fields
    ? Object.entries(fields).flatMap(([key, field]) =>
        is(field, PgTable)
          ? Object.entries(getTableColumns(field)).map(([column, c]) => ({ path: [key, column], field: c }))
          : [{ path: [key], field }],
      )
    : undefined;
  const nullable = options.leftJoined ?? [];
  let query: Query | undefined;
  return async (
    ex: Executor,
    values: Record<string, unknown> = {},
  ): Promise<Awaited<ReturnType<B['execute']>>> => {
    query ??= build(ex).toSQL();
    const result = await executeNamed(ex, query, ordered, name, values);
    if (nullable.length > 0) for (const row of result as Record<string, unknown>[]) noneFound(row, nullable);
    return result as Awaited<ReturnType<B['execute']>>;
  };
}

/**
 * A LEFT JOIN's table that found no row comes back with every column null: it is no row (null),
 * as Drizzle answers it for a statement it builds each time.
 */
function noneFound(row: Record<string, unknown>, keys: string[]) {
  for (const key of keys) {
    const joined = row[key] as Record<string, unknown> | null;
    if (joined && Object.values(joined).every((v) => v === null)) row[key] = null;
  }
}

/**
 * A placeholder where Drizzle's types want a value (an UPDATE's SET), written through the
 * column's own encoding as a value there is (a date as ISO text, JSON as text).
 */
export const placeholderOf = (name: string, column: PgColumn) =>
  sql`${sql.param(sql.placeholder(name), column)}`;
