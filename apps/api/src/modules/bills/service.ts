import {
  type BillBalance,
  type BillListQuery,
  type BillListResponse,
  type BillOrder,
  type BillOrderListQuery,
  type BillOrderListResponse,
  CUSTOMER_LEVEL_ADMIN,
  todayInStockholm,
} from '@skeppa/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { accountOf } from './balance.ts';
import { presentBalance, presentBill, presentBillOrder } from './presenter.ts';
import { type BillRow, billRepository } from './repository.ts';

export const isBillAdmin = (user: AccessClaims) => user.level === CUSTOMER_LEVEL_ADMIN;

/** The path's custId is the caller's own; anyone else's is unknown. */
function own(user: AccessClaims, custId: number) {
  if (custId !== user.customerId) throw new AppError('customer.not_found');
}

/**
 * What the bill calls read (issue 33.5). A bill is the company's account: its administrators see
 * the bills; every user sees the lines of their own bookings, an administrator the company's.
 */
export function billService(deps: { db: Database; now: () => Date; creditBlockDays: number }) {
  const repo = billRepository(deps.db);
  const today = () => todayInStockholm(deps.now());

  async function billOf(user: AccessClaims, id: number): Promise<BillRow> {
    const row = isBillAdmin(user) ? await repo.findBill(id, user.companyId) : undefined;
    if (!row) throw new AppError('bill.not_found');
    return row;
  }

  return {
    billOf,

    async bill(user: AccessClaims, id: number) {
      return presentBill(await billOf(user, id), today());
    },

    async bills(user: AccessClaims, custId: number, q: BillListQuery): Promise<BillListResponse> {
      own(user, custId);
      if (!isBillAdmin(user)) throw new AppError('bill.admin_required');
      const day = today();
      const { rows, total } = await repo.listBills(user.companyId, q, day);
      return { bills: rows.map((r) => presentBill(r, day)), total, page: q.page, pageSize: q.pageSize };
    },

    async order(user: AccessClaims, id: number): Promise<BillOrder> {
      const row = await repo.findOrder(id, user.companyId, isBillAdmin(user) ? null : user.customerId);
      if (!row) throw new AppError('bill.order_not_found');
      return presentBillOrder(row);
    },

    async orders(user: AccessClaims, custId: number, q: BillOrderListQuery): Promise<BillOrderListResponse> {
      own(user, custId);
      const scope = isBillAdmin(user) ? null : user.customerId;
      const { rows, total } = await repo.listOrders(user.companyId, scope, q);
      return { orders: rows.map(presentBillOrder), total, page: q.page, pageSize: q.pageSize };
    },

    async balance(user: AccessClaims, custId: number): Promise<BillBalance> {
      own(user, custId);
      const account = await accountOf(deps.db, user.companyId, today(), deps.creditBlockDays);
      if (!account) throw new AppError('customer.not_found');
      return presentBalance(user.companyId, account);
    },
  };
}

export type BillService = ReturnType<typeof billService>;
