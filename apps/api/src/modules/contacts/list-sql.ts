import type { ContactListQuery } from '@skeppa/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsText } from '../../db/contains.ts';
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
export function orderBy(q: Pick<ContactListQuery, 'sort' | 'order'>): SQL[] {
  const dir = q.order === 'desc' ? desc : asc;
  const { columns, collate } = SORT_COLUMNS[q.sort];
  return [...columns.map((c) => dir(collate ? sql`${c} ${SV}` : c)), dir(contacts.id)];
}

export interface ListScope {
  companyId: number;
  /** Only this owner's contacts (the `filterContacts` setting), or the whole company's. */
  ownerId: number | null;
  search: string;
  role?: 'consignor' | 'consignee' | undefined;
}

export function scopeWhere(scope: ListScope): SQL | undefined {
  return and(
    eq(contacts.companyId, scope.companyId),
    scope.ownerId === null ? undefined : eq(contacts.customerId, scope.ownerId),
    scope.search === '' ? undefined : containsText(contacts.searchText, scope.search),
    scope.role === undefined ? undefined : eq(contacts[scope.role], true),
  );
}
