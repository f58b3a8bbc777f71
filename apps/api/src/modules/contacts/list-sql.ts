import type { ContactListQuery } from '@skeppa/domain';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern, containsSearch } from '../../db/contains.ts';
import { contacts } from '../../db/schema/index.ts';

// The WHERE and ORDER BY of the contact list, apart from the queries that use them.

// Sorting follows Swedish alphabetical order (å ä ö after z), as the sort indexes do.
const SV = sql.raw('COLLATE "sv-SE-x-icu"');

export const SORT_COLUMNS: Record<ContactListQuery['sort'], { columns: AnyPgColumn[]; collate: boolean }> = {
  company: { columns: [contacts.company], collate: true },
  fullName: { columns: [contacts.firstName, contacts.lastName], collate: true },
  address1: { columns: [contacts.address1], collate: true },
  postcode: { columns: [contacts.postcode], collate: false },
  city: { columns: [contacts.city], collate: true },
  country: { columns: [contacts.country], collate: false },
};

/**
 * The ORDER BY of a list, id last so that equal values page steadily. Each order matches one of
 * the sort indexes (schema/contacts.ts), so a page reads 25 index entries.
 */
export function orderBy(q: Pick<ContactListQuery, 'sort' | 'order'>, from?: SortSource): SQL[] {
  const dir = q.order === 'desc' ? desc : asc;
  const { columns, collate } = SORT_COLUMNS[q.sort];
  const column = (c: AnyPgColumn) => from?.[c.name] ?? c;
  return [
    ...columns.map((c) => dir(collate ? sql`${column(c)} ${SV}` : column(c))),
    dir(from?.id ?? contacts.id),
  ];
}

/** A subquery's columns in place of the table's, by column name (`sortFields`). */
export type SortSource = Record<string, AnyColumn>;

/** The id and an order's columns, keyed by column name: what a subquery needs to be sorted. */
export function sortFields(
  q: Pick<ContactListQuery, 'sort'>,
): { id: typeof contacts.id } & Record<string, AnyPgColumn> {
  return { id: contacts.id, ...Object.fromEntries(SORT_COLUMNS[q.sort].columns.map((c) => [c.name, c])) };
}

export interface ListScope {
  companyId: number;
  /** Only this owner's contacts (the `filterContacts` setting), or the whole company's. */
  ownerId: number | null;
  search: string;
  role?: 'consignor' | 'consignee' | undefined;
}

/**
 * The WHERE of a list of this scope's shape, its values as placeholders (`scopeValues`), so that
 * the statement around it is built once per shape (db/built-once.ts).
 */
export function scopeWhere(scope: ListScope): SQL | undefined {
  return and(eq(contacts.companyId, sql.placeholder('companyId')), scopeFilter(scope));
}

/**
 * `scopeWhere` apart from the company: what a walk of the company's sort index tests on each
 * entry (the sort indexes hold the owner, the flags and the search text: migration 0013).
 */
export function scopeFilter(scope: ListScope): SQL | undefined {
  return and(
    scope.ownerId === null ? undefined : eq(contacts.customerId, sql.placeholder('ownerId')),
    scope.search === '' ? undefined : containsSearch(contacts.searchText),
    scope.role === undefined ? undefined : eq(contacts[scope.role], true),
  );
}

/** What tells one shape of `scopeWhere` from another. */
export function scopeShape(scope: ListScope): string {
  return [
    scope.ownerId === null ? 'company' : 'owner',
    scope.search === '' ? '' : 'search',
    scope.role ?? '',
  ].join(':');
}

/** What tells one shape of a list's statement from another: its scope's and its order's. */
export function listShape(scope: ListScope, q: Pick<ContactListQuery, 'sort' | 'order'>): string {
  return `${scopeShape(scope)}|${q.sort}|${q.order}`;
}

/** The values of `scopeWhere`'s placeholders. */
export function scopeValues(scope: ListScope) {
  return {
    companyId: scope.companyId,
    ownerId: scope.ownerId,
    pattern: scope.search === '' ? null : containsPattern(scope.search),
  };
}
