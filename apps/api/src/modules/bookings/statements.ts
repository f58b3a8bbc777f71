import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { PLANNED_EACH_RUN } from '../../db/built-once.ts';
import type { Executor } from '../../db/client.ts';
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

/** One order of the company by number (a booked one by its temporary number too), locked. */
export const lockOrder = namedStatement('orders.lock_one', orderColumns, (tx) =>
  tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, sql.placeholder('companyId')),
        or(
          eq(orders.orderNo, sql.placeholder('orderNo')),
          eq(orders.temporaryOrderNo, sql.placeholder('orderNo')),
        ),
      ),
    )
    .for('update'),
);

export const lockOrderOfConsignment = namedStatement('orders.lock_of_consignment', orderColumns, (tx) =>
  tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consignmentId, sql.placeholder('consignmentId')),
        eq(orders.companyId, sql.placeholder('companyId')),
      ),
    )
    .for('update'),
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
export type BookedOrder = Pick<
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
/** The booking's record for its number of packages. */
export const recordFor = (packages: number) =>
  records[packages] ?? recordStatement(packages, PLANNED_EACH_RUN);
