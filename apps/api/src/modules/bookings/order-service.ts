import {
  type Consignment,
  insurancePrice,
  isArchived,
  newTemporaryOrderNo,
  ORDER_COUNT_CAP,
  type OrderListQuery,
  type OrderListResponse,
  type orderCreateRequestSchema,
  type Part,
} from '@skeppa/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { Events } from '../events/index.ts';
import type { BookingClock } from './clock.ts';
import { type ConsignmentService, consignmentDeleted, refusedIds } from './consignment-service.ts';
import type { OrderListScope } from './order-list-sql.ts';
import { orderSummary, ore, presentOrder, shipmentLabel } from './presenter.ts';
import type { BookingRepository, Executor, OrderRow } from './repository.ts';

type OrderInput = z.infer<typeof orderCreateRequestSchema>;

export function orderService(
  repo: BookingRepository,
  deps: {
    consignments: ConsignmentService;
    customers: CustomerService;
    clock: BookingClock;
    events: Events;
    audit: Audit;
    /** The receiver's tracking page of a booked order (the tracking module's). */
    receiverUrl: (orderNo: string, companyId: number) => Promise<string | null>;
  },
) {
  const { db } = repo;

  /**
   * An order read whole; an archived one as a summary only (SPEC §4). `known` is its consignment
   * when the caller holds it as it now is (a booking just made).
   */
  async function present(ex: Executor, user: AccessClaims, row: OrderRow, known?: Consignment) {
    const now = deps.clock.now();
    const consignment =
      row.consignmentId === null || isArchived(row.dateBooked, now)
        ? null
        : (known ?? (await deps.consignments.read(ex, user, row.consignmentId)));
    return presentOrder(row, consignment, now);
  }

  async function get(user: AccessClaims, orderNo: string) {
    const row = await repo.findOrder(db, orderNo, user.companyId);
    if (!row) throw new AppError('order.not_found');
    const [order, receiverTrackingUrl] = await Promise.all([
      present(db, user, row),
      row.dateBooked ? deps.receiverUrl(row.orderNo, user.companyId) : null,
    ]);
    return { ...order, receiverTrackingUrl };
  }

  /**
   * The order's own fields as the server keeps them: the insurance price is computed here, never
   * taken from the caller, and insurance is refused where the customer has it switched off.
   */
  async function fields(
    user: AccessClaims,
    tx: Executor,
    input: OrderInput,
    orderNo: string | null,
    customer: { insuranceDisabled: boolean },
  ) {
    if (input.insured && customer.insuranceDisabled) throw new AppError('order.insurance_disabled');
    let summary = {};
    if (input.consignmentId !== null) {
      const c = await repo.findConsignment(tx, input.consignmentId, user.companyId);
      if (!c) throw new AppError('consignment.not_found');
      if (c.orderNo !== null && c.orderNo !== orderNo) throw new AppError('consignment.has_order');
      summary = orderSummary(c.consignment.parts as Part[]);
    }
    return {
      consignmentId: input.consignmentId,
      supplierId: input.supplierId,
      priceSupplier: input.priceSupplier,
      templateName: input.templateName,
      consigneeType: input.consigneeType,
      calculatedPriceOre: ore(input.calculatedPrice),
      calculatedCurrency: input.calculatedCurrency,
      senderOrderRef: input.senderOrderRef,
      noPickup: input.noPickup,
      insured: input.insured,
      goodsValueOre: ore(input.goodsValue),
      insurancePriceOre:
        input.insured && input.goodsValue !== null ? ore(insurancePrice(input.goodsValue)) : null,
      ...summary,
    };
  }

  async function create(user: AccessClaims, input: OrderInput) {
    const orderNo = newTemporaryOrderNo();
    // Read before the transaction, so that it never waits for a second pooled connection.
    const customer = await deps.customers.bookingSettings(user, user.customerId);
    await db.transaction(async (tx) => {
      if (input.consignmentId !== null) await deps.consignments.lockUnbooked(tx, user, input.consignmentId);
      const values = await fields(user, tx, input, null, customer);
      await repo.insertOrder(tx, {
        orderNo,
        customerId: user.customerId,
        companyId: user.companyId,
        ...values,
      });
    });
    return { orderNo };
  }

  async function lockUnbooked(tx: Executor, user: AccessClaims, orderNo: string) {
    const [row] = await repo.lockOrders(tx, [orderNo], user.companyId);
    if (!row) throw new AppError('order.not_found');
    if (row.dateBooked !== null) throw new AppError('order.booked');
    return row;
  }

  async function update(user: AccessClaims, input: OrderInput & { orderNo: string }) {
    const customer = await deps.customers.bookingSettings(user, user.customerId);
    const orderNo = await db.transaction(async (tx) => {
      const row = await lockUnbooked(tx, user, input.orderNo);
      if (input.consignmentId !== null) await deps.consignments.lockUnbooked(tx, user, input.consignmentId);
      await repo.updateOrder(tx, row.orderNo, await fields(user, tx, input, row.orderNo, customer));
      return row.orderNo;
    });
    return get(user, orderNo);
  }

  /**
   * Deletes unbooked orders with their consignments (SPEC §4): all of them, or none when one is
   * another company's, missing or already booked.
   */
  async function remove(user: AccessClaims, orderNos: string[]) {
    const unique = [...new Set(orderNos)];
    return db.transaction(async (tx) => {
      const rows = await repo.lockOrders(tx, unique, user.companyId);
      const found = new Set(rows.flatMap((r) => [r.orderNo, r.temporaryOrderNo]));
      const missing = unique.filter((n) => !found.has(n));
      if (missing.length > 0) throw refusedOrders('order.not_found', missing);
      const booked = rows.filter((r) => r.dateBooked !== null).map((r) => r.orderNo);
      if (booked.length > 0) throw refusedOrders('order.booked', booked);
      await repo.deleteOrders(
        tx,
        rows.map((r) => r.orderNo),
      );
      await repo.deleteConsignments(
        tx,
        rows.flatMap((r) => (r.consignmentId === null ? [] : [r.consignmentId])),
      );
      await deps.events.publish(
        tx,
        rows.flatMap((r) => (r.consignmentId === null ? [] : [consignmentDeleted(user, r.consignmentId)])),
      );
      await deps.audit.record(tx, user, {
        action: 'order.deleted',
        object: rows.map((r) => ({ id: r.orderNo, label: shipmentLabel(r) })),
      });
      return { orderNos: rows.map((r) => r.orderNo) };
    });
  }

  /** Marks booked orders printed (their documents were printed); unbooked ones are refused. */
  async function markPrinted(user: AccessClaims, orderNos: string[]) {
    const unique = [...new Set(orderNos)];
    return db.transaction(async (tx) => {
      const rows = await repo.lockOrders(tx, unique, user.companyId);
      const found = new Set(rows.flatMap((r) => [r.orderNo, r.temporaryOrderNo]));
      const missing = unique.filter((n) => !found.has(n));
      if (missing.length > 0) throw refusedOrders('order.not_found', missing);
      const unbooked = rows.filter((r) => r.dateBooked === null).map((r) => r.orderNo);
      if (unbooked.length > 0) throw refusedOrders('order.not_booked', unbooked);
      const now = deps.clock.now();
      const printed = rows.filter((r) => !r.printed);
      for (const r of printed) await repo.updateOrder(tx, r.orderNo, { printed: true, datePrinted: now });
      await deps.events.publish(
        tx,
        printed.map((r) => ({
          type: 'order.printed' as const,
          companyId: user.companyId,
          subjectId: r.orderNo,
          payload: { orderNo: r.orderNo, customerId: user.customerId, printedAt: now.toISOString() },
        })),
      );
      // Every print is recorded, a reprint too; only a first print changes the order.
      await deps.audit.record(tx, user, {
        action: 'shipment.printed',
        object: rows.map((r) => ({ id: r.orderNo, label: shipmentLabel(r) })),
        ...(printed.length > 0
          ? { changes: { printed: { from: null, to: printed.map((r) => r.orderNo) } } }
          : {}),
      });
      return { orderNos: rows.map((r) => r.orderNo) };
    });
  }

  /**
   * One page of the caller's list (another customer's id is 404): the send list is the caller's
   * own; the booked list the whole company's when the showAllBooked setting says so.
   */
  async function list(user: AccessClaims, custId: number, q: OrderListQuery): Promise<OrderListResponse> {
    if (custId !== user.customerId) throw new AppError('customer.not_found');
    const customer = await deps.customers.bookingSettings(user, custId);
    const showAllBooked = customer.showAllBooked && q.booked === true;
    const scope = {
      companyId: user.companyId,
      customerId: showAllBooked ? null : user.customerId,
      booked: q.booked,
      from: q.from,
      to: q.to,
      search: q.search,
      status: q.status,
    };
    const [rows, counted] =
      scope.search === ''
        ? await Promise.all([repo.page(scope, q), repo.count(scope, ORDER_COUNT_CAP + 1)])
        : await searchedPage(scope, q);
    const now = deps.clock.now();
    return {
      orders: rows.map((r) => presentOrder(r, null, now)),
      total: Math.min(counted, ORDER_COUNT_CAP),
      totalCapped: counted > ORDER_COUNT_CAP,
      page: q.page,
      pageSize: q.pageSize,
      showAllBooked: customer.showAllBooked,
    };
  }

  /**
   * A search mostly finds a few orders: a page that is not full tells how many there are, so the
   * search index is read once (by the page) instead of twice; only a full page is counted.
   */
  async function searchedPage(scope: OrderListScope, q: OrderListQuery) {
    const rows = await repo.page(scope, q);
    const before = (q.page - 1) * q.pageSize;
    const complete = rows.length < q.pageSize && (rows.length > 0 || before === 0);
    return [rows, complete ? before + rows.length : await repo.count(scope, ORDER_COUNT_CAP + 1)] as const;
  }

  return { get, create, update, remove, markPrinted, list, present, lockUnbooked };
}

export type OrderService = ReturnType<typeof orderService>;

const refusedOrders = (code: 'order.not_found' | 'order.booked' | 'order.not_booked', orderNos: string[]) =>
  refusedIds(code, orderNos);
