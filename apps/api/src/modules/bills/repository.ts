import type { BillListQuery, BillOrderListQuery, BillStatus } from '@skeppa/domain';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { billOrders, bills, carriers, customers } from '../../db/schema/index.ts';

export type BillRow = typeof bills.$inferSelect;
export type BillOrderRow = typeof billOrders.$inferSelect & {
  customer: string;
  supplier: string;
  invoiceNo: number | null;
};

const left = sql`${bills.totalCapitalOre} + ${bills.totalVatOre} - ${bills.paidOre}`;

/** billStatus as SQL for the list's filter: a credit note counts as paid. */
const STATUS_SQL = (today: string): Record<BillStatus, SQL> => ({
  paid: sql`(${bills.type} = 'credit' or ${left} <= 0)`,
  unpaid: sql`(${bills.type} = 'invoice' and ${left} > 0 and ${bills.dueDate} >= ${today})`,
  overdue: sql`(${bills.type} = 'invoice' and ${left} > 0 and ${bills.dueDate} < ${today})`,
});

const nextDay = (day: string) => sql`${day}::date + 1`;
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

export function billRepository(db: Executor) {
  return {
    async findBill(id: number, companyId: number): Promise<BillRow | undefined> {
      const [row] = await db
        .select()
        .from(bills)
        .where(and(eq(bills.id, id), eq(bills.companyId, companyId)));
      return row;
    },

    async listBills(companyId: number, q: BillListQuery, today: string) {
      const where = and(
        eq(bills.companyId, companyId),
        q.from ? gte(bills.billDate, q.from) : undefined,
        q.to ? lt(bills.billDate, nextDay(q.to)) : undefined,
        q.status ? STATUS_SQL(today)[q.status] : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bills)
          .where(where)
          .orderBy(desc(bills.billDate), desc(bills.invoiceNo))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(bills).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findOrder(id: number, companyId: number, customerId: number | null) {
      const [row] = await selectOrders(db)
        .where(
          and(
            eq(billOrders.id, id),
            eq(billOrders.companyId, companyId),
            customerId === null ? undefined : eq(billOrders.customerId, customerId),
          ),
        )
        .limit(1);
      return row as BillOrderRow | undefined;
    },

    /** A company's lines (an administrator's view) or one user's, newest first. */
    async listOrders(companyId: number, customerId: number | null, q: BillOrderListQuery) {
      const phrase = q.searchPhrase ? likeText(q.searchPhrase) : undefined;
      const where = and(
        eq(billOrders.companyId, companyId),
        customerId === null ? undefined : eq(billOrders.customerId, customerId),
        q.from
          ? sql`${billOrders.dateCreated} >= (${q.from}::date)::timestamp at time zone 'Europe/Stockholm'`
          : undefined,
        q.to
          ? sql`${billOrders.dateCreated} < (${nextDay(q.to)})::timestamp at time zone 'Europe/Stockholm'`
          : undefined,
        q.billed === undefined ? undefined : eq(billOrders.billed, q.billed),
        phrase
          ? or(
              ilike(billOrders.article, phrase),
              ilike(billOrders.infoText, phrase),
              ilike(billOrders.orderNo, phrase),
              ilike(carriers.name, phrase),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectOrders(db)
          .where(where)
          .orderBy(desc(billOrders.dateCreated), desc(billOrders.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(billOrders)
          .leftJoin(carriers, eq(carriers.code, billOrders.supplierId))
          .where(where),
      ]);
      return { rows: rows as BillOrderRow[], total: total?.n ?? 0 };
    },

    /** A bill's lines in the order they were written, for its documents. */
    billLines(billId: number) {
      return db
        .select()
        .from(billOrders)
        .where(eq(billOrders.billId, billId))
        .orderBy(billOrders.dateCreated, billOrders.orderNo, billOrders.lineNo);
    },
  };
}

function selectOrders(db: Executor) {
  return db
    .select({
      ...getTableColumns(billOrders),
      customer: sql<string>`coalesce(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`,
      supplier: sql<string>`coalesce(${carriers.name}, '')`,
      invoiceNo: bills.invoiceNo,
    })
    .from(billOrders)
    .leftJoin(bills, eq(bills.id, billOrders.billId))
    .leftJoin(customers, eq(customers.id, billOrders.customerId))
    .leftJoin(carriers, eq(carriers.code, billOrders.supplierId));
}

export type BillRepository = ReturnType<typeof billRepository>;
