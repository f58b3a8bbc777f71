import type { OrderListQuery } from '@skeppa/domain';
import { count, sql } from 'drizzle-orm';
import { builtOnce, PLANNED_EACH_RUN } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { pageByKeys, pageValues } from '../../db/page-by-keys.ts';
import { orders } from '../../db/schema/index.ts';
import {
  indexOrder,
  listWhere,
  type OrderListScope,
  SORT_COLUMNS,
  scopeShape,
  scopeValues,
} from './order-list-sql.ts';

/** The send list's and booked list's reads: a page and its capped count, each built once per shape. */
export function orderListRepository(db: Database) {
  const pages = builtOnce();
  const counts = builtOnce();
  return {
    /**
     * One page, sorted on the server; the order number last so equal values page steadily. The
     * NULLS placement is spelt out to match the list indexes (DESC NULLS LAST, read backwards
     * for ascending), or PostgreSQL sorts instead of reading the index. The page's order numbers
     * come first, from the index alone, and only those rows are read: page 400 then skips 9,975
     * index entries, not rows.
     */
    async page(scope: OrderListScope, q: Pick<OrderListQuery, 'sort' | 'order' | 'page' | 'pageSize'>) {
      const query = pages(`${scopeShape(scope)}|${q.sort}|${q.order}`, () => {
        const dir = sql.raw(q.order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
        const order = [sql`${SORT_COLUMNS[q.sort]} ${dir}`, sql`${orders.orderNo} ${dir}`];
        return pageByKeys(db, orders, orders.orderNo, listWhere(scope), order);
      });
      return query.execute({ ...scopeValues(scope), ...pageValues(q) });
    },

    /**
     * How many orders the scope holds, counted up to `cap`: counting a hundred thousand bookings
     * on every page cost more than the page itself, and no one pages that far by number.
     */
    async count(scope: OrderListScope, cap: number) {
      const query = counts(scopeShape(scope), () => {
        const order = indexOrder(scope);
        const capped = db
          .select({ one: sql`1` })
          .from(orders)
          .where(listWhere(scope))
          .orderBy(...(order ? [order] : []))
          .limit(sql.placeholder('cap'));
        return db.select({ n: count() }).from(capped.as('capped')).prepare(PLANNED_EACH_RUN);
      });
      const [row] = await query.execute({ ...scopeValues(scope), cap });
      return row?.n ?? 0;
    },
  };
}
