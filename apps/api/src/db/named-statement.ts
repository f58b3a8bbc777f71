import { type Query, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** What a statement answers per row: columns and SQL by name (a table's columns, a selection). */
export type StatementFields = Record<string, PgColumn | SQL | SQL.Aliased>;

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
 * Only for a statement whose best plan does not depend on its values: a key, not a search.
 */
export function namedStatement<B extends Buildable>(
  name: string,
  fields: StatementFields | undefined,
  build: (ex: Executor) => B,
) {
  // Drizzle's own order of a flat selection: each field under its name, as written.
  const ordered = fields && Object.entries(fields).map(([key, field]) => ({ path: [key], field }));
  let query: Query | undefined;
  return (ex: Executor, values: Record<string, unknown> = {}): ReturnType<B['execute']> => {
    query ??= build(ex).toSQL();
    return ex._.session.prepareQuery(query, ordered, name, true).execute(values) as ReturnType<B['execute']>;
  };
}

/**
 * A placeholder where Drizzle's types want a value (an UPDATE's SET), written through the
 * column's own encoding as a value there is (a date as ISO text, JSON as text).
 */
export const placeholderOf = (name: string, column: PgColumn) =>
  sql`${sql.param(sql.placeholder(name), column)}`;
