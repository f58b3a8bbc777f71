import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import {
  PURGE_UNBOOKED_CRON,
  PURGE_UNBOOKED_JOB,
  purgeUnbooked,
  purgeUnbookedJob,
} from '../src/modules/bookings/jobs/purge.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { caller, fullConsignment } from './helpers/shipments.ts';

let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

// The job runs at 03:00 on 2026-11-24 in Sweden (02:00Z, winter time): the night began at
// 2026-11-23T23:00:00Z, Swedish midnight.
const NIGHT_RUN = new Date('2026-11-24T02:00:00Z');

/** An unbooked shipment saved at `placed` (order and consignment), as the web app saves one. */
async function shipmentPlacedAt(placed: string, tag: string) {
  const c = fullConsignment();
  c.senderOrderRef = tag;
  const saved = (await call(user, 'POST', '/consignment/?temp=1', c)).json().consignments[0];
  const { orderNo } = (await call(user, 'POST', '/order/', { consignmentId: saved.consignmentId })).json();
  await sql(t.databaseUrl, 'UPDATE orders SET date_placed = $2 WHERE order_no = $1', [orderNo, placed]);
  await sql(t.databaseUrl, 'UPDATE consignments SET created_at = $2 WHERE id = $1', [
    saved.consignmentId,
    placed,
  ]);
  return { orderNo, consignmentId: saved.consignmentId as number };
}

async function exists(s: { orderNo: string; consignmentId: number }) {
  const [row] = await sql<{ o: number; c: number }>(
    t.databaseUrl,
    'SELECT (SELECT count(*)::int FROM orders WHERE order_no = $1) AS o, (SELECT count(*)::int FROM consignments WHERE id = $2) AS c',
    [s.orderNo, s.consignmentId],
  );
  return row!.o + row!.c === 2 ? true : row!.o + row!.c === 0 ? false : 'half';
}

describe('nightly purge of unbooked shipments', () => {
  it('deletes unbooked shipments saved before the night began, keeps later and booked ones', async () => {
    const old = await shipmentPlacedAt('2026-11-23T22:59:00Z', 'old');
    const lateEvening = await shipmentPlacedAt('2026-11-23T23:30:00Z', 'after-midnight');
    const booked = await shipmentPlacedAt('2026-11-01T10:00:00Z', 'booked');
    await sql(t.databaseUrl, "UPDATE orders SET date_booked = '2026-11-01T10:05:00Z' WHERE order_no = $1", [
      booked.orderNo,
    ]);
    await sql(t.databaseUrl, "UPDATE consignments SET consignment_no = '1234567890' WHERE id = $1", [
      booked.consignmentId,
    ]);
    const loose = (await call(user, 'POST', '/consignment/?temp=1', fullConsignment())).json()
      .consignments[0];
    await sql(t.databaseUrl, "UPDATE consignments SET created_at = '2026-11-20T10:00:00Z' WHERE id = $1", [
      loose.consignmentId,
    ]);

    const deleted = await purgeUnbooked(t.app.db, NIGHT_RUN);
    expect(deleted).toMatchObject({ orders: 1, consignments: 2 });
    expect(await exists(old)).toBe(false);
    expect(await exists(lateEvening)).toBe(true);
    expect(await exists(booked)).toBe(true);
    expect((await call(user, 'GET', `/consignment/${loose.consignmentId}`)).statusCode).toBe(404);
  });

  it('deletes each shipment once when two processes run it at the same time', async () => {
    const many = [];
    for (let i = 0; i < 12; i++) many.push(await shipmentPlacedAt('2026-11-22T12:00:00Z', `twice-${i}`));
    const first = connectDatabase(t.databaseUrl, () => {});
    const second = connectDatabase(t.databaseUrl, () => {});
    try {
      const [a, b] = await Promise.all([
        purgeUnbooked(first.db, NIGHT_RUN),
        purgeUnbooked(second.db, NIGHT_RUN),
      ]);
      expect(a.orders + b.orders).toBe(12);
      expect(a.consignments + b.consignments).toBe(12);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    for (const s of many) expect(await exists(s)).toBe(false);
  });

  it('is scheduled at 03:00 Swedish time, and its handler purges with the clock it is given', async () => {
    const [schedule] = await sql(
      t.databaseUrl,
      'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1',
      [PURGE_UNBOOKED_JOB],
    );
    expect(schedule).toEqual({ cron: '0 3 * * *', timezone: 'Europe/Stockholm' });
    expect(PURGE_UNBOOKED_CRON).toBe('0 3 * * *');
    const s = await shipmentPlacedAt('2026-11-23T12:00:00Z', 'job');
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const job = purgeUnbookedJob({ db: t.app.db, log, now: () => NIGHT_RUN });
    await job.handler({}, { jobId: 'manual', retryCount: 0, lastAttempt: false });
    expect(await exists(s)).toBe(false);
  });

  it('removes booking answers past their 24 hours', async () => {
    await sql(
      t.databaseUrl,
      `INSERT INTO booking_requests (customer_id, key, route, request_hash, status_code, response, created_at)
       VALUES ($1, 'old-key-1', 'order.book', 'x', 200, '{}', now() - interval '25 hours'),
              ($1, 'new-key-1', 'order.book', 'x', 200, '{}', now() - interval '23 hours')`,
      [USERS.user.id],
    );
    const deleted = await purgeUnbooked(t.app.db, NIGHT_RUN);
    expect(deleted.bookingAnswers).toBe(1);
    const keys = await sql<{ key: string }>(t.databaseUrl, 'SELECT key FROM booking_requests ORDER BY key');
    expect(keys.map((k) => k.key)).toEqual(['new-key-1']);
  });
});
