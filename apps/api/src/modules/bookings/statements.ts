import { and, asc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { PLANNED_EACH_RUN } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
import { filterOnly } from '../../db/filter-only.ts';
import { namedStatement, placeholderOf } from '../../db/named-statement.ts';
import {
  bookedOrderNoSequence,
  consignmentPackages,
  consignments,
  goodsItems,
  orders,
} from '../../db/schema/index.ts';

/*
 * The statements a booking runs inside its transaction (the consignment's read on every read of
 * one too), built once and named (decision 244); the repository runs them.
 */

const orderColumns = getTableColumns(orders);

/**
 * Orders found by `where` (a unique number) that are the company's, locked (FOR UPDATE), as whole
 * rows. The company is checked on the row found, not used to find it (`filterOnly`).
 */
const lockedOrders = (name: string, where: SQL | undefined) =>
  namedStatement(name, orderColumns, (tx) =>
    tx
      .select()
      .from(orders)
      .where(and(where, filterOnly(eq(orders.companyId, sql.placeholder('companyId')))))
      .for('update'),
  );

/** One order by number (a booked one by its temporary number too). */
export const lockOrder = lockedOrders(
  'orders.lock_one',
  or(eq(orders.orderNo, sql.placeholder('orderNo')), eq(orders.temporaryOrderNo, sql.placeholder('orderNo'))),
);

export const lockOrderOfConsignment = lockedOrders(
  'orders.lock_of_consignment',
  eq(orders.consignmentId, sql.placeholder('consignmentId')),
);

const consignmentFields = { consignment: consignments, orderNo: orders.orderNo, goods: goodsItems };

/** A consignment's row once per goods line (once with no goods), in the goods' order. */
export const findConsignment = namedStatement(
  'consignments.find',
  consignmentFields,
  (ex) =>
    ex
      .select(consignmentFields)
      .from(consignments)
      .leftJoin(orders, eq(orders.consignmentId, consignments.id))
      .leftJoin(goodsItems, eq(goodsItems.consignmentId, consignments.id))
      .where(
        and(
          eq(consignments.id, sql.placeholder('id')),
          eq(consignments.companyId, sql.placeholder('companyId')),
        ),
      )
      .orderBy(asc(goodsItems.sortNr), asc(goodsItems.id)),
  { leftJoined: ['goods'] },
);

/** What a booking settles on its order besides its numbers: the price, the insurance. */
type BookedOrder = Pick<
  typeof orders.$inferInsert,
  'calculatedPriceOre' | 'calculatedCurrency' | 'supplierId' | 'insurancePriceOre'
>;

/**
 * A consignment's packages as a data-modifying WITH part, a row each with the carrier's number
 * (`goodsLine0`, `number0`, …); none without packages (Drizzle refuses an INSERT without rows).
 */
function packagesInsert(tx: Executor, count: number) {
  if (count === 0) return [];
  const rows = Array.from({ length: count }, (_, i) => ({
    consignmentId: sql.placeholder('consignmentId'),
    sequence: i + 1,
    goodsLine: sql.placeholder(`goodsLine${i}`),
    number: sql.placeholder(`number${i}`),
  }));
  return [
    tx
      .$with('booked_packages')
      .as(tx.insert(consignmentPackages).values(rows).returning({ id: consignmentPackages.consignmentId })),
  ];
}

/**
 * A booking written in one statement, one statement per number of packages: the consignment's
 * number and time, a row per package, the order as booked (its booked number drawn from the
 * sequence, its temporary number kept), answered as it now is.
 */
function recordStatement(packages: number, name: string) {
  return namedStatement(name, orderColumns, (tx) => {
    const consignment = tx.$with('booked_consignment').as(
      tx
        .update(consignments)
        .set({
          consignmentNo: placeholderOf('consignmentNo', consignments.consignmentNo),
          bookedAt: placeholderOf('at', consignments.bookedAt),
        })
        .where(eq(consignments.id, sql.placeholder('consignmentId')))
        .returning({ id: consignments.id }),
    );
    // PostgreSQL runs every data-modifying WITH part whether or not the statement reads it.
    return tx
      .with(consignment, ...packagesInsert(tx, packages))
      .update(orders)
      .set({
        calculatedPriceOre: placeholderOf('calculatedPriceOre', orders.calculatedPriceOre),
        calculatedCurrency: placeholderOf('calculatedCurrency', orders.calculatedCurrency),
        supplierId: placeholderOf('supplierId', orders.supplierId),
        insurancePriceOre: placeholderOf('insurancePriceOre', orders.insurancePriceOre),
        consignmentNo: placeholderOf('consignmentNo', orders.consignmentNo),
        dateBooked: placeholderOf('at', orders.dateBooked),
        orderNo: sql`nextval(${bookedOrderNoSequence.seqName})::text`,
        temporaryOrderNo: placeholderOf('orderNo', orders.temporaryOrderNo),
      })
      .where(eq(orders.orderNo, sql.placeholder('orderNo')))
      .returning();
  });
}

/**
 * Bookings of up to this many packages keep a named statement each; a larger one is built each
 * time and left unnamed, so a connection does not gather a statement per size ever booked.
 */
const RECORDS_KEPT = 20;
const records = Array.from({ length: RECORDS_KEPT + 1 }, (_, n) =>
  recordStatement(n, `orders.record_booking_${n}`),
);
/** A booking as written: its numbers, the time, the carrier's packages, what it settles on the order. */
export interface BookingRecord {
  orderNo: string;
  consignmentId: number;
  consignmentNo: string;
  at: Date;
  packages: { number: string; goodsLine: number }[];
  order: BookedOrder;
}

/** Writes a booking by the statement for its number of packages; the order's row as booked. */
export function recordBooking(tx: Executor, booking: BookingRecord) {
  const { packages, order, ...numbers } = booking;
  const values: Record<string, unknown> = { ...numbers, ...order };
  packages.forEach((p, i) => {
    values[`goodsLine${i}`] = p.goodsLine;
    values[`number${i}`] = p.number;
  });
  const statement = records[packages.length] ?? recordStatement(packages.length, PLANNED_EACH_RUN);
  return statement(tx, values);
}
