import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRICING_CUSTOMER_CHANNEL } from '../src/modules/pricing/customer-cache.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signIn, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { tariffVersionOf, untilPricingSees } from './helpers/pricing-customers.ts';
import { waitFor } from './helpers/server-process.ts';

// Pricing's customer is read once per process and forgotten on PostgreSQL's notice of a change
// (decision 391). A change made with the triggers off (`session_replication_role = replica`) is
// told to nobody: whether pricing then answers with it shows where pricing read from.
let t: TestApp;
let database: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  database = new pg.Client({ connectionString: t.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await t?.close();
});

const customer = async (id = USERS.user.id) => (await t.app.pricingCustomers.load(id))!;
const setPriceList = (priceList: number, told = true) =>
  database.query(
    `SET session_replication_role = ${told ? 'origin' : 'replica'};
     UPDATE customers SET price_list = ${priceList} WHERE id = ${USERS.user.id};
     SET session_replication_role = origin`,
  );

/** Pricing answers from memory: it still has `priceList` after a change told to nobody. */
async function expectKept(priceList: number, untold: number) {
  expect((await customer()).priceList).toBe(priceList);
  await setPriceList(untold, false);
  expect((await customer()).priceList).toBe(priceList);
}

/** A change told of: pricing has it once the notice has come. */
async function changePriceList(priceList: number) {
  await setPriceList(priceList);
  await untilPricingSees(t.app, USERS.user.id, (c) => c.priceList === priceList);
}

/** The backend of the app's notices connection, once its LISTEN holds. */
async function listener() {
  const { rows } = await database.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND query = $1 AND state = 'idle'`,
    [`LISTEN "${PRICING_CUSTOMER_CHANNEL}"`],
  );
  return rows[0]?.pid;
}
const untilListening = () =>
  waitFor('the notices connection to listen', async () => !!(await listener()), 15_000);

describe('pricing’s customer kept in the process', () => {
  it('is read once: a change nobody is told of is not seen, a change told of is', async () => {
    await untilListening();
    await expectKept(1, 3);
    await changePriceList(3);
    await changePriceList(1);
  });

  it('is forgotten for everyone when the tariffs change', async () => {
    await untilListening();
    const [user, admin] = [
      await tariffVersionOf(t.app, USERS.user.id),
      await tariffVersionOf(t.app, USERS.admin.id),
    ];
    await sql(
      t.databaseUrl,
      'UPDATE fixed_prices SET price_ore = price_ore + 1 WHERE template_id = (SELECT min(template_id) FROM fixed_prices)',
    );
    await untilPricingSees(t.app, USERS.user.id, (c) => c.tariffVersion > user);
    await untilPricingSees(t.app, USERS.admin.id, (c) => c.tariffVersion > admin);
  });

  it('takes the customer’s own change through this process at the next request', async () => {
    await untilListening();
    const session = await signIn(t.app, USERS.user);
    const setting = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/customer/setting/${USERS.user.id}`,
        headers: session.headers,
        payload: { setting: 'noPickup', value },
      });
    for (const value of [true, false]) {
      expect((await customer()).noPickup).toBe(!value);
      expect((await setting(value)).statusCode).toBe(200);
      expect((await customer()).noPickup).toBe(value);
    }
  });

  it('is read afresh while the notices connection is down, and kept again once it is back', async () => {
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const admin = (text: string) => sql(inject('adminDatabaseUrl'), text);
    await untilListening();
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await database.query('SELECT pg_terminate_backend($1)', [await listener()]);
      await setPriceList(4, false);
      await untilPricingSees(t.app, USERS.user.id, (c) => c.priceList === 4);
      // Still down (no connection is let in): each read goes to the database.
      await setPriceList(5, false);
      expect((await customer()).priceList).toBe(5);
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await untilListening();
    await expectKept(5, 6);
    await changePriceList(1);
  });
});
