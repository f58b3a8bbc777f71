import type { GoodsItem } from '@skeppa/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { filterOnly } from '../../db/filter-only.ts';
import {
  bookingAttempts,
  consignmentPackages,
  consignments,
  goodsItems,
  orders,
} from '../../db/schema/index.ts';
import { orderListRepository } from './order-list-repository.ts';
import {
  type BookingRecord,
  findConsignment,
  lockOrder,
  lockOrderOfConsignment,
  recordBooking,
} from './statements.ts';

export type { Executor };
export type ConsignmentRow = typeof consignments.$inferSelect;
export type GoodsRow = typeof goodsItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type ConsignmentFields = Pick<
  typeof consignments.$inferInsert,
  | 'templateName'
  | 'senderOrderRef'
  | 'insuranceDisabled'
  | 'insuranceGoodsValueOre'
  | 'parts'
  | 'transportProduct'
>;
export type OrderSummary = Pick<
  NewOrder,
  'fromName' | 'fromPostcode' | 'fromCity' | 'fromCountry' | 'toName' | 'toPostcode' | 'toCity' | 'toCountry'
>;

export function bookingRepository(db: Database) {
  return {
    ...orderListRepository(db),
    db,

    async insertConsignment(
      tx: Executor,
      owner: { customerId: number; companyId: number },
      f: ConsignmentFields,
    ) {
      const [row] = await tx
        .insert(consignments)
        .values({ ...owner, ...f })
        .returning({ id: consignments.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateConsignment(tx: Executor, id: number, f: ConsignmentFields) {
      await tx
        .update(consignments)
        .set({ ...f, updatedAt: sql`now()` })
        .where(eq(consignments.id, id));
    },

    /** The goods lines are the consignment's: replaced whole, in the order given. */
    async replaceGoods(tx: Executor, consignmentId: number, goods: GoodsItem[]) {
      await tx.delete(goodsItems).where(eq(goodsItems.consignmentId, consignmentId));
      await tx.insert(goodsItems).values(
        goods.map((g, sortNr) => ({
          consignmentId,
          itemId: g.id,
          noOfPackages: g.noOfPackages,
          weight: g.weight,
          volume: g.volume,
          length: g.length,
          width: g.width,
          height: g.height,
          loadingMetres: g.loadingMetres,
          packageType: g.packageType,
          goodsType: g.goodsType,
          tag: g.tag,
          isStackable: g.isStackable,
          isReadOnly: g.isReadOnly || g.readOnly,
          sortNr,
        })),
      );
    },

    /** A consignment of the company, locked for the change that follows (FOR UPDATE). */
    async lockConsignments(tx: Executor, ids: number[], companyId: number) {
      return tx
        .select()
        .from(consignments)
        .where(and(inArray(consignments.id, ids), eq(consignments.companyId, companyId)))
        .orderBy(asc(consignments.id))
        .for('update');
    },

    /** A consignment of the company with its order's number and its goods, in one statement. */
    async findConsignment(ex: Executor, id: number, companyId: number) {
      const rows = await findConsignment(ex, { id, companyId });
      const [first] = rows;
      if (!first) return undefined;
      const goods = rows.flatMap((r) => (r.goods ? [r.goods] : []));
      return { consignment: first.consignment, orderNo: first.orderNo, goods };
    },

    async deleteConsignments(tx: Executor, ids: number[]) {
      if (ids.length > 0) await tx.delete(consignments).where(inArray(consignments.id, ids));
    },

    /** The unbooked orders naming these consignments: a shipment goes as a whole (SPEC §4). */
    async deleteOrdersOfConsignments(tx: Executor, ids: number[]) {
      if (ids.length > 0)
        await tx.delete(orders).where(and(inArray(orders.consignmentId, ids), isNull(orders.dateBooked)));
    },

    async insertOrder(tx: Executor, row: NewOrder) {
      await tx.insert(orders).values(row);
    },

    /**
     * Orders of the company by number, locked (FOR UPDATE) so that a booking, a change or a
     * delete of the same order waits for the one before. A booked order is found by its
     * temporary number too. The company is checked on the orders found (decision 246).
     */
    async lockOrders(tx: Executor, orderNos: string[], companyId: number) {
      return tx
        .select()
        .from(orders)
        .where(
          and(
            or(inArray(orders.orderNo, orderNos), inArray(orders.temporaryOrderNo, orderNos)),
            filterOnly(eq(orders.companyId, companyId)),
          ),
        )
        .orderBy(asc(orders.orderNo))
        .for('update');
    },

    async lockOrderOfConsignment(tx: Executor, consignmentId: number, companyId: number) {
      const [row] = await lockOrderOfConsignment(tx, { consignmentId, companyId });
      return row;
    },

    async lockOrder(tx: Executor, orderNo: string, companyId: number) {
      const [row] = await lockOrder(tx, { orderNo, companyId });
      return row;
    },

    async findOrder(ex: Executor, orderNo: string, companyId: number) {
      const [row] = await ex
        .select()
        .from(orders)
        .where(
          and(
            or(eq(orders.orderNo, orderNo), eq(orders.temporaryOrderNo, orderNo)),
            filterOnly(eq(orders.companyId, companyId)),
          ),
        );
      return row;
    },

    async updateOrder(tx: Executor, orderNo: string, set: Partial<NewOrder>) {
      await tx.update(orders).set(set).where(eq(orders.orderNo, orderNo));
    },

    /** The list's places follow the consignment whenever it is saved. */
    async setOrderSummary(tx: Executor, consignmentId: number, summary: OrderSummary) {
      await tx.update(orders).set(summary).where(eq(orders.consignmentId, consignmentId));
    },

    async deleteOrders(tx: Executor, orderNos: string[]) {
      if (orderNos.length > 0) await tx.delete(orders).where(inArray(orders.orderNo, orderNos));
    },

    /** A booking written in one statement (`statements.ts`); the order answered as booked. */
    async recordBooking(tx: Executor, booking: BookingRecord) {
      const [row] = await recordBooking(tx, booking);
      if (!row) throw new Error('booked order vanished inside its lock');
      return row;
    },

    /**
     * Unbooked orders saved before midnight in Sweden of `now`'s day, their consignments, and
     * consignments saved then that no order names. A row another process deleted first is
     * simply not found again. An order with an open booking attempt stays: the carrier may hold
     * its booking, which the reconciler completes or voids (reconcile.ts).
     */
    async purgeUnbooked(now: Date) {
      return db.transaction(async (tx) => {
        const midnight = sql`(((${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Stockholm')::date)::timestamp AT TIME ZONE 'Europe/Stockholm')`;
        const gone = await tx
          .delete(orders)
          .where(
            and(
              isNull(orders.dateBooked),
              sql`${orders.datePlaced} < ${midnight}`,
              sql`NOT EXISTS (SELECT 1 FROM ${bookingAttempts} WHERE ${bookingAttempts.orderNo} = ${orders.orderNo} AND ${bookingAttempts.closedAt} IS NULL)`,
            ),
          )
          .returning({ consignmentId: orders.consignmentId });
        const ids = gone.flatMap((o) => (o.consignmentId === null ? [] : [o.consignmentId]));
        if (ids.length > 0) await tx.delete(consignments).where(inArray(consignments.id, ids));
        const loose = await tx
          .delete(consignments)
          .where(
            and(
              isNull(consignments.consignmentNo),
              sql`${consignments.createdAt} < ${midnight}`,
              sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.consignmentId} = ${consignments.id})`,
            ),
          )
          .returning({ id: consignments.id });
        return { orders: gone.length, consignments: ids.length + loose.length };
      });
    },

    async packagesOf(ex: Executor, consignmentId: number) {
      return ex
        .select()
        .from(consignmentPackages)
        .where(eq(consignmentPackages.consignmentId, consignmentId))
        .orderBy(asc(consignmentPackages.sequence));
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
