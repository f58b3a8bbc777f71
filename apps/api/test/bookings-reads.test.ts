import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle, type Executor } from '../src/db/client.ts';
import { bookingRepository } from '../src/modules/bookings/repository.ts';
import { findConsignment } from '../src/modules/bookings/statements.ts';
import { USERS } from './helpers/auth.ts';
import { createTestDatabase, sql as run } from './helpers/database.ts';

// A booking's reads find their rows by number, never by walking the company's: here the company
// has 2,000 shipments the planner has no statistics for, as when a company grows faster than
// PostgreSQL's automatic ANALYZE follows (a young database, a new large customer).

const SHIPMENTS = 2000;
const GOODS_LINES = 2;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let companyId: number;
let consignmentId: number;
let orders: ReturnType<typeof bookingRepository>;
/** The order numbers the set-up gives its shipments, 1 to SHIPMENTS, as the SQL below spells them. */
const orderNoOf = (n: number) => `R${String(n).padStart(15, '0')}`;
const orderNo = orderNoOf(SHIPMENTS);

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.url, () => {});
  orders = bookingRepository(handle.db);
  const [customer] = await run<{ company_id: number }>(
    database.url,
    'SELECT company_id FROM customers WHERE id = $1',
    [USERS.user.id],
  );
  companyId = customer!.company_id;
  const [last] = await run<{ id: number }>(
    database.url,
    `WITH made AS (
       INSERT INTO consignments (customer_id, company_id)
       SELECT $1, $2 FROM generate_series(1, $3) RETURNING id),
     goods AS (
       INSERT INTO goods_items (consignment_id, item_id, sort_nr)
       SELECT id, 'line', line FROM made, generate_series(0, $4 - 1) AS line),
     placed AS (
       INSERT INTO orders (order_no, customer_id, company_id, consignment_id)
       SELECT 'R' || lpad(row_number() OVER (ORDER BY id)::text, 15, '0'), $1, $2, id FROM made)
     SELECT max(id) AS id FROM made`,
    [USERS.user.id, companyId, SHIPMENTS, GOODS_LINES],
  );
  consignmentId = last!.id;
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

/**
 * The rows of `table` this transaction has read: by sequential and bitmap scans (counted on the
 * table) and by index scans (counted on each index).
 */
async function rowsRead(tx: Executor, table: string) {
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT (pg_stat_get_xact_tuples_returned(t) + pg_stat_get_xact_tuples_fetched(t)
      + (SELECT coalesce(sum(pg_stat_get_xact_tuples_fetched(indexrelid)), 0)
         FROM pg_index WHERE indrelid = t))::int AS n
    FROM (SELECT ${table}::regclass::oid AS t) AS asked`);
  return rows[0]!.n;
}

describe("a booking's reads", () => {
  it('lock the order by its number, reading it alone', async () => {
    await handle.db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderNo, companyId);
      expect(order?.consignmentId).toBe(consignmentId);
      expect(await rowsRead(tx, 'orders')).toBeLessThanOrEqual(2);
    });
  });

  it('lock the order by its consignment, reading it alone', async () => {
    await handle.db.transaction(async (tx) => {
      const order = await orders.lockOrderOfConsignment(tx, consignmentId, companyId);
      expect(order?.orderNo).toBe(orderNo);
      expect(await rowsRead(tx, 'orders')).toBeLessThanOrEqual(2);
    });
  });

  it('find and lock orders by number, in bulk too, reading them alone', async () => {
    await handle.db.transaction(async (tx) => {
      expect((await orders.findOrder(tx, orderNo, companyId))?.consignmentId).toBe(consignmentId);
      const second = orderNoOf(SHIPMENTS - 1);
      expect(await orders.lockOrders(tx, [orderNo, second], companyId)).toHaveLength(2);
      expect(await rowsRead(tx, 'orders')).toBeLessThanOrEqual(10);
    });
  });

  it("read a consignment's own goods lines only", async () => {
    await handle.db.transaction(async (tx) => {
      const rows = await findConsignment(tx, { id: consignmentId, companyId });
      expect(rows).toHaveLength(GOODS_LINES);
      expect(await rowsRead(tx, 'goods_items')).toBeLessThanOrEqual(GOODS_LINES);
    });
  });

  it("refuse another company's order, locking nothing", async () => {
    await handle.db.transaction(async (tx) => {
      expect(await orders.lockOrder(tx, orderNo, companyId + 1000)).toBeUndefined();
      // Another connection may lock the order at once: the refused caller holds no lock on it.
      const free = await run(database.url, 'SELECT 1 FROM orders WHERE order_no = $1 FOR UPDATE NOWAIT', [
        orderNo,
      ]);
      expect(free).toHaveLength(1);
    });
  });
});
