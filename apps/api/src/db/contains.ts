import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A list's search: the lower-case search text column contains `search`, under its trigram index.
 * % and _ are the characters themselves (a search for "50%"), and the whole pattern is one
 * parameter, so the planner sees it and weighs the trigram index.
 */
export function containsText(column: AnyColumn, search: string): SQL {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} LIKE ${`%${escaped}%`}`;
}
