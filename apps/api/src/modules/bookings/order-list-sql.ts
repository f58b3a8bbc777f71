import {
  CANCELLED_STATUS_CATEGORY,
  CONSIGNMENT_STATUSES,
  carrierStatusOf,
  type OrderListQuery,
  RETURNED_STATUS_CATEGORY,
  type ShownStatus,
} from '@skeppa/domain';
import { and, eq, isNotNull, isNull, notInArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { containsPattern, containsSearch } from '../../db/contains.ts';
import { orders } from '../../db/schema/index.ts';

// The WHERE and ORDER BY of the order lists (send list and booked list), apart from the queries
// that use them, so the rules of a list read in one place.

/** Whom a list shows: the company's orders or one customer's, booked or not, in a date range. */
export interface OrderListScope {
  companyId: number;
  customerId: number | null;
  booked: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search: string;
  status?: ShownStatus | undefined;
}

export const SORT_COLUMNS: Record<OrderListQuery['sort'], SQL> = {
  datePlaced: sql`${orders.datePlaced}`,
  dateBooked: sql`${orders.dateBooked}`,
  orderNo: sql`${orders.orderNo}`,
  consignmentNo: sql`${orders.consignmentNo}`,
  receiver: sql`${orders.toName} COLLATE "sv-SE-x-icu"`,
  calculatedPrice: sql`${orders.calculatedPriceOre}`,
};

/** A day's bounds in Swedish time: a list's "to 2026-03-29" ends at that day's local midnight. */
const dayStart = (date: Placeholder) => sql`(${date}::date::timestamp AT TIME ZONE 'Europe/Stockholm')`;
const dayEnd = (date: Placeholder) => sql`((${date}::date + 1)::timestamp AT TIME ZONE 'Europe/Stockholm')`;

// The carrier's status as shownStatus reads it: trimmed of whitespace (as String.trim) and upper case.
const carrierStatus = sql`upper(btrim(${orders.statusCategory}, ${' \t\n\r\f\v'}))`;

/** A booked order with one of our own categories (cancelled, returned): shownStatus names them. */
const bookedWith = (category: string) =>
  and(sql`${carrierStatus} = ${category}`, isNotNull(orders.dateBooked));

/**
 * The orders that show `status` (rules/order-status.ts shownStatus), in SQL. status_category
 * decides once it holds a carrier status we know, or a booking's cancelled or returned; before
 * that date_booked and printed do; an unknown carrier status or an unbooked order is 'none'.
 */
function statusWhere(status: ShownStatus): SQL | undefined {
  const carrier = carrierStatusOf(status);
  if (carrier) return sql`${carrierStatus} = ${carrier}`;
  const cancelled = bookedWith(CANCELLED_STATUS_CATEGORY);
  const returned = bookedWith(RETURNED_STATUS_CATEGORY);
  if (status === 'cancelled') return cancelled;
  if (status === 'returnedToSender') return returned;
  if (status === 'none') {
    return and(
      notInArray(carrierStatus, [...CONSIGNMENT_STATUSES]),
      or(sql`${carrierStatus} <> ''`, isNull(orders.dateBooked)),
      sql`not (${cancelled})`,
      sql`not (${returned})`,
    );
  }
  return and(
    sql`${carrierStatus} = ''`,
    isNotNull(orders.dateBooked),
    eq(orders.printed, status === 'printed'),
  );
}

/** A booked list reads by booking day, the send list by the day it was saved. */
const listDay = (scope: OrderListScope) => (scope.booked ? orders.dateBooked : orders.datePlaced);

/**
 * The newest first, in the order of the list indexes, for a scope they cover (no search, no
 * status): a count that walks the index in this order counts from the index alone.
 */
export function indexOrder(scope: OrderListScope): SQL | undefined {
  if (scope.search !== '' || scope.status) return undefined;
  return sql`${listDay(scope)} DESC NULLS LAST, ${orders.orderNo} DESC NULLS LAST`;
}

/**
 * The WHERE of a list of this scope's shape, its values as placeholders (`scopeValues`), so that
 * the statement around it is built once per shape (db/built-once.ts).
 */
export function listWhere(scope: OrderListScope): SQL | undefined {
  const day = listDay(scope);
  return and(
    // A customer's orders are all its company's, so a customer's list asks for the customer alone
    // and reads the customer's list index without visiting rows (page 400 of 100,000: 13 → 4 ms).
    scope.customerId === null
      ? eq(orders.companyId, sql.placeholder('companyId'))
      : eq(orders.customerId, sql.placeholder('customerId')),
    scope.booked === undefined
      ? undefined
      : scope.booked
        ? isNotNull(orders.dateBooked)
        : isNull(orders.dateBooked),
    scope.from ? sql`${day} >= ${dayStart(sql.placeholder('from'))}` : undefined,
    scope.to ? sql`${day} < ${dayEnd(sql.placeholder('to'))}` : undefined,
    scope.search === '' ? undefined : containsSearch(orders.searchText),
    scope.status ? statusWhere(scope.status) : undefined,
  );
}

/** What tells one shape of `listWhere` from another. */
export function scopeShape(scope: OrderListScope): string {
  return [
    scope.customerId === null ? 'company' : 'customer',
    String(scope.booked),
    scope.from ? 'from' : '',
    scope.to ? 'to' : '',
    scope.search === '' ? '' : 'search',
    scope.status ?? '',
  ].join(':');
}

/** The values of `listWhere`'s placeholders. */
export function scopeValues(scope: OrderListScope) {
  return {
    companyId: scope.companyId,
    customerId: scope.customerId,
    from: scope.from ?? null,
    to: scope.to ?? null,
    pattern: scope.search === '' ? null : containsPattern(scope.search),
  };
}
