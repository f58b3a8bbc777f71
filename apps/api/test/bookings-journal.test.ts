import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClock } from '../src/modules/bookings/clock.ts';
import { purgeUnbooked } from '../src/modules/bookings/jobs/purge.ts';
import { RECONCILE_JOB } from '../src/modules/bookings/jobs/reconcile.ts';
import { journalRepository } from '../src/modules/bookings/journal-repository.ts';
import { type BookingReconciler, bookingReconciler } from '../src/modules/bookings/reconcile.ts';
import { bookingServices } from '../src/modules/bookings/services.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// Issue 28 point 3: the booking journal and its reconciler. A server that dies between the
// carrier's booking and our commit is played by a trigger that fails the order's booking write
// after the carrier has booked: what is left is what a kill -9 leaves.
const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
let reconciler: BookingReconciler;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
  const quiet = { info() {}, warn() {}, error() {} };
  reconciler = bookingReconciler({
    db: t.app.db,
    journal: journalRepository(t.app.db),
    carriers: t.app.carriers,
    booking: bookingServices(t.app, bookingClock({ now: () => NOW, today: () => '2026-11-23' })).booking,
    log: quiet,
  });
});
afterAll(() => t.close());

const { unbooked, carrierBookings } = bookingFixture(() => ({ call, databaseUrl: t.databaseUrl }));

interface Attempt {
  order_no: string;
  idempotency_key: string | null;
  carrier_code: number;
  closed: boolean;
  outcome: string | null;
}
const attemptsOf = (orderNo: string) =>
  sql<Attempt>(
    t.databaseUrl,
    `SELECT order_no, idempotency_key, carrier_code, closed_at IS NOT NULL AS closed, outcome
     FROM booking_attempts WHERE order_no = $1 ORDER BY id`,
    [orderNo],
  );
const carrierRows = (orderNo: string) =>
  sql<{ consignment_no: string; cancelled: boolean }>(
    t.databaseUrl,
    'SELECT consignment_no, cancelled_at IS NOT NULL AS cancelled FROM carrier_sandbox_bookings WHERE idempotency_key = $1 ORDER BY id',
    [orderNo],
  );
const orderRow = async (orderNo: string) =>
  (
    await sql<{ booked: boolean; consignment_no: string | null }>(
      t.databaseUrl,
      'SELECT date_booked IS NOT NULL AS booked, consignment_no FROM orders WHERE order_no = $1 OR temporary_order_no = $1',
      [orderNo],
    )
  )[0];

/** The order booked at the carrier, and the server gone before it wrote the answer. */
async function lostBooking(attemptKey = key()) {
  const { orderNo, consignment } = await unbooked(user);
  await sql(
    t.databaseUrl,
    `CREATE OR REPLACE FUNCTION lose_booking() RETURNS trigger LANGUAGE plpgsql AS
     $$ BEGIN RAISE EXCEPTION 'the server died here'; END $$`,
  );
  await sql(
    t.databaseUrl,
    `CREATE TRIGGER lose_booking BEFORE UPDATE ON orders FOR EACH ROW
     WHEN (OLD.order_no = '${orderNo}' AND NEW.date_booked IS NOT NULL) EXECUTE FUNCTION lose_booking()`,
  );
  try {
    expect((await call(user, 'PUT', '/order/book/', { orderNo }, attemptKey)).statusCode).toBe(500);
  } finally {
    await sql(t.databaseUrl, 'DROP TRIGGER lose_booking ON orders');
  }
  return { orderNo, consignment, attemptKey };
}

describe('the booking journal', () => {
  it('closes a booking’s attempt with its order, keeping the key, the carrier and the request', async () => {
    const { orderNo } = await unbooked(user);
    const attemptKey = key();
    expect((await call(user, 'PUT', '/order/book/', { orderNo }, attemptKey)).statusCode).toBe(200);
    expect(await attemptsOf(orderNo)).toEqual([
      {
        order_no: orderNo,
        idempotency_key: attemptKey['idempotency-key'],
        carrier_code: 116,
        closed: true,
        outcome: 'booked',
      },
    ]);
    const [stored] = await sql(t.databaseUrl, 'SELECT request FROM booking_attempts WHERE order_no = $1', [
      orderNo,
    ]);
    expect(stored.request).toMatchObject({ idempotencyKey: orderNo, orderNo, carrierCode: 116 });
  });

  it('closes the attempt of a refused booking at once, though the refusal rolls the booking back', async () => {
    const { orderNo, consignment } = await unbooked(user);
    const receiver = consignment.parts.find((p: { role: string }) => p.role === 'consignee');
    receiver.communication.email = { value: '', notify: true };
    expect((await call(user, 'PUT', '/consignment/', consignment)).statusCode).toBe(200);
    expect((await call(user, 'PUT', '/order/book/', { orderNo }, key())).statusCode).toBe(422);
    expect((await attemptsOf(orderNo)).map((a) => a.outcome)).toEqual(['refused']);
  });

  it('leaves the attempt open when the server dies after the carrier booked; the purge keeps its order', async () => {
    const { orderNo } = await lostBooking();
    expect(await attemptsOf(orderNo)).toMatchObject([{ closed: false, outcome: null }]);
    expect(await carrierBookings(orderNo)).toBe(1);
    expect((await orderRow(orderNo))?.booked).toBe(false);
    await purgeUnbooked(t.app.db, new Date('2026-11-26T10:00:00Z'));
    expect(await orderRow(orderNo)).toBeDefined();
  });
});

describe('the reconciler', () => {
  it('leaves attempts younger than its age alone', async () => {
    const { orderNo } = await lostBooking();
    expect(await reconciler.reconcile(3600)).toEqual({});
    expect(await attemptsOf(orderNo)).toMatchObject([{ closed: false }]);
    await reconciler.reconcile(0);
  });

  it('books the order with the carrier’s booking, the answer the retry under the key then replays', async () => {
    const { orderNo, attemptKey } = await lostBooking();
    expect(await reconciler.reconcile(0)).toEqual({ completed: 1 });
    const [carrier] = await carrierRows(orderNo);
    expect(await orderRow(orderNo)).toEqual({ booked: true, consignment_no: carrier?.consignment_no });
    expect((await attemptsOf(orderNo)).map((a) => a.outcome)).toEqual(['completed']);
    const retry = await call(user, 'PUT', '/order/book/', { orderNo }, attemptKey);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().consignmentNo).toBe(carrier?.consignment_no);
    expect(await carrierRows(orderNo)).toEqual([
      { consignment_no: carrier?.consignment_no, cancelled: false },
    ]);
  });

  it('voids the carrier’s booking of an order deleted since', async () => {
    const { orderNo } = await lostBooking();
    expect((await call(user, 'DELETE', `/order/${orderNo}`)).statusCode).toBeLessThan(300);
    expect(await reconciler.reconcile(0)).toEqual({ voided: 1 });
    expect((await carrierRows(orderNo)).map((r) => r.cancelled)).toEqual([true]);
    expect((await attemptsOf(orderNo)).map((a) => a.outcome)).toEqual(['voided']);
  });

  it('voids the carrier’s booking of an order changed since, and the order then books anew', async () => {
    const { orderNo, consignment } = await lostBooking();
    consignment.parts.find((p: { role: string }) => p.role === 'consignee').address.name =
      'Annan Mottagare AB';
    expect((await call(user, 'PUT', '/consignment/', consignment)).statusCode).toBe(200);
    expect(await reconciler.reconcile(0)).toEqual({ voided: 1 });
    const [voided] = await carrierRows(orderNo);
    expect(voided?.cancelled).toBe(true);
    const booked = await call(user, 'PUT', '/order/book/', { orderNo }, key());
    expect(booked.statusCode).toBe(200);
    expect(booked.json().consignmentNo).not.toBe(voided?.consignment_no);
    expect((await carrierRows(orderNo)).map((r) => r.cancelled)).toEqual([true, false]);
  });

  it('closes the attempt of an order a retry has booked since, voiding nothing', async () => {
    const { orderNo, attemptKey } = await lostBooking();
    expect((await call(user, 'PUT', '/order/book/', { orderNo }, attemptKey)).statusCode).toBe(200);
    expect(await reconciler.reconcile(0)).toEqual({ booked: 1 });
    expect((await carrierRows(orderNo)).map((r) => r.cancelled)).toEqual([false]);
    expect((await attemptsOf(orderNo)).map((a) => a.outcome)).toEqual(['booked', 'booked']);
  });

  it('leaves an attempt whose order a booking holds for the next pass', async () => {
    const { orderNo } = await lostBooking();
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM orders WHERE order_no = $1 FOR UPDATE', [orderNo]);
      expect(await reconciler.reconcile(0)).toEqual({ in_flight: 1 });
      expect(await attemptsOf(orderNo)).toMatchObject([{ closed: false }]);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    expect(await reconciler.reconcile(0)).toEqual({ completed: 1 });
  });
});

describe('the journal’s retention', () => {
  it('deletes closed attempts after 30 days with the nightly purge, never an open one', async () => {
    const { orderNo: open } = await lostBooking();
    const { orderNo: closed } = await unbooked(user);
    expect((await call(user, 'PUT', '/order/book/', { orderNo: closed }, key())).statusCode).toBe(200);
    await sql(t.databaseUrl, "UPDATE booking_attempts SET created_at = now() - interval '40 days'");
    await sql(
      t.databaseUrl,
      "UPDATE booking_attempts SET closed_at = now() - interval '31 days' WHERE closed_at IS NOT NULL",
    );
    const deleted = await purgeUnbooked(t.app.db, new Date());
    expect(deleted.bookingAttempts).toBeGreaterThan(0);
    expect(await attemptsOf(closed)).toEqual([]);
    expect(await attemptsOf(open)).toHaveLength(1);
  });
});

describe('the reconciler’s schedule', () => {
  it('runs every minute, and once as the app starts, after attempts of BOOKING_RECONCILE_AFTER_SECONDS', async () => {
    const [schedule] = await sql(
      t.databaseUrl,
      'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1',
      [RECONCILE_JOB],
    );
    expect(schedule).toEqual({ cron: '* * * * *', timezone: 'Europe/Stockholm' });
    const [queued] = await sql(t.databaseUrl, 'SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [
      RECONCILE_JOB,
    ]);
    expect(queued.n).toBe(1);
    expect(loadConfig({}).bookingReconcileAfterSeconds).toBe(300);
    expect(loadConfig({ BOOKING_RECONCILE_AFTER_SECONDS: '0' }).bookingReconcileAfterSeconds).toBe(0);
    for (const bad of ['-1', 'soon', '86401'])
      expect(() => loadConfig({ BOOKING_RECONCILE_AFTER_SECONDS: bad })).toThrow(ConfigError);
  });
});
