import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A list's search: the lower-case search text column contains the search, under its trigram
 * index. The whole pattern is one parameter, the placeholder `pattern` (its value from
 * `containsPattern`), so the planner sees it and weighs the trigram index.
 */
export function containsSearch(column: AnyColumn): SQL {
  return sql`${column} LIKE ${sql.placeholder('pattern')}`;
}

/** The value of `containsSearch`'s pattern: % and _ are the characters themselves (a search for "50%"). */
export function containsPattern(search: string): string {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped}%`;
}
