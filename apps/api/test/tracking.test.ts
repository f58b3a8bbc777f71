import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

const TODAY = '2026-11-23';
const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;

// A booked shipment moves through its statuses by the clock: the carriers' sandbox tells its story
// as time passes, and each polling pass (app.tracking.pollDue, the cron job's work) records it.
let t: TestApp;
let user: Session;
let other: Session;
let call: ReturnType<typeof caller>;
let clock = BOOKED_AT;

beforeAll(async () => {
  t = await createTestApp({
    today: () => TODAY,
    bookingsNow: () => clock,
    jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
  });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
  other = await signIn(t.app, USERS.other);
});
afterAll(() => t.close());
const booking = bookingFixture(() => ({ call, databaseUrl: t.databaseUrl }));

const db = <T>(text: string, values: unknown[] = []) => sql<T>(t.databaseUrl, text, values);

/** Books a shipment at BOOKED_AT and waits until tracking follows it. */
async function booked() {
  clock = BOOKED_AT;
  const { orderNo } = await booking.unbooked(user);
  const res = await call(user, 'PUT', '/order/book/', { orderNo }, key());
  expect(res.statusCode).toBe(200);
  const bookedNo = res.json().orderNo as string;
  await vi.waitFor(
    async () =>
      expect(await db('SELECT 1 FROM shipment_tracking WHERE order_no = $1', [bookedNo])).toHaveLength(1),
    {
      timeout: 20_000,
      interval: 100,
    },
  );
  return { orderNo: bookedNo, consignmentNo: res.json().consignmentNo as string };
}

/** Runs the clock on `hours`, a polling pass each half hour. */
async function runFor(hours: number) {
  const end = clock.getTime() + hours * HOUR;
  while (clock.getTime() < end) {
    clock = new Date(clock.getTime() + HOUR / 2);
    await t.app.tracking.pollDue();
  }
}

const tracking = async (s: Session, orderNo: string) => call(s, 'GET', `/order/${orderNo}/tracking`);

describe('tracking a booked shipment', () => {
  it('starts at booking with an expected delivery, a receiver page and nothing heard yet', async () => {
    const { orderNo, consignmentNo } = await booked();
    const res = await tracking(user, orderNo);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orderNo, consignmentNo, status: 'booked', events: [], finished: false });
    // Picked up Wednesday 25 November; DHL Freight's parcel takes 1–2 working days.
    expect(body.expectedDelivery).toBe('2026-11-27');
    expect(body.receiverTrackingUrl).toMatch(/\/t\/[A-Za-z0-9_-]{22}$/);
    // The order read alone carries the same link.
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().receiverTrackingUrl).toBe(
      body.receiverTrackingUrl,
    );
    expect(body.carrierTrackingUrl).toBe(
      `https://www.dhl.com/se-sv/home/tracking/tracking-freight.html?tracking-id=${consignmentNo}`,
    );
  });

  it('moves through its statuses by the clock, storing each carrier event once, and ends', async () => {
    const { orderNo } = await booked();
    await runFor(24 * 8);
    const body = (await tracking(user, orderNo)).json();
    const statuses = body.events.map((e: { event: { status: string } }) => e.event.status).reverse();
    expect(statuses[0]).toBe('confirmed');
    expect(statuses).toContain('pickup');
    expect(statuses).toContain('inTransit');
    expect(['delivered', 'returnedToSender']).toContain(body.status);
    expect(statuses.at(-1)).toBe(body.status);
    expect(body.finished).toBe(true);
    const times = body.events.map((e: { event: { at: string } }) => Date.parse(e.event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The pickup is on the booked pickup day, in Stockholm, where the sender is.
    const pickup = body.events.find((e: { event: { status: string } }) => e.event.status === 'pickup');
    expect(pickup.event.at.slice(0, 10)).toBe('2026-11-25');
    expect(pickup.event.place).toEqual({ city: 'Stockholm', countryCode: 'SE' });

    // The carrier tells the same story again: nothing more is stored, nothing more published.
    const before = await db<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipment_events WHERE order_no = $1',
      [orderNo],
    );
    const published = await db<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'shipment.status_changed' AND subject_id = $1",
      [orderNo],
    );
    await db('UPDATE shipment_tracking SET next_check_at = $2, event_count = 0 WHERE order_no = $1', [
      orderNo,
      clock.toISOString(),
    ]);
    await t.app.tracking.pollDue();
    expect(await db('SELECT count(*)::int AS n FROM shipment_events WHERE order_no = $1', [orderNo])).toEqual(
      before,
    );
    expect(
      await db(
        "SELECT count(*)::int AS n FROM events WHERE type = 'shipment.status_changed' AND subject_id = $1",
        [orderNo],
      ),
    ).toEqual(published);
    // One status change per event that moved the status.
    const moves = statuses.filter((s: string, i: number) => i === 0 || s !== statuses[i - 1]).length;
    expect(published[0]!.n).toBe(moves);
  });

  it('shows the status on the order and in the booked list filter once bookings has taken the events', async () => {
    const { orderNo } = await booked();
    await runFor(24 * 8);
    const final = (await tracking(user, orderNo)).json().status as string;
    const category = final === 'delivered' ? 'DELIVERED' : 'RETURNED';
    await vi.waitFor(
      async () => expect((await call(user, 'GET', `/order/${orderNo}`)).json().statusCategory).toBe(category),
      { timeout: 30_000, interval: 200 },
    );
    if (final === 'delivered') {
      const list = await call(
        user,
        'GET',
        `/order/customer/${USERS.user.id}?booked=1&status=delivered&pageSize=100`,
      );
      expect(list.json().orders.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    }
  });

  it('stops following a cancelled booking', async () => {
    const { orderNo } = await booked();
    clock = new Date(BOOKED_AT.getTime() + HOUR);
    expect((await call(user, 'PUT', '/order/cancel/', { orderNo })).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect(
          await db('SELECT status, next_check_at FROM shipment_tracking WHERE order_no = $1', [orderNo]),
        ).toEqual([{ status: 'cancelled', next_check_at: null }]),
      { timeout: 20_000, interval: 100 },
    );
  });
});

describe("the receiver's page", () => {
  it('shows status, expected delivery and events by city, and nothing private', async () => {
    const { orderNo, consignmentNo } = await booked();
    await runFor(30);
    const link = (await tracking(user, orderNo)).json().receiverTrackingUrl as string;
    const token = link.split('/t/')[1];
    const res = await t.app.inject({ method: 'GET', url: `/api/public/tracking/${token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.consignmentNo).toBe(consignmentNo);
    expect(body.carrier).toBe('DHL Freight');
    expect(body.events.length).toBeGreaterThan(0);
    expect(Object.keys(body.events[0]).sort()).toEqual(['at', 'cause', 'place', 'status']);
    const [order] = await db<{ to_name: string; from_name: string }>(
      'SELECT to_name, from_name FROM orders WHERE order_no = $1',
      [orderNo],
    );
    const text = res.body.toLowerCase();
    for (const secret of [
      order!.to_name,
      order!.from_name,
      orderNo,
      'price',
      'street',
      'address',
      'reference',
    ]) {
      expect(secret.length).toBeGreaterThan(0);
      expect(text).not.toContain(secret.toLowerCase());
    }
  });

  it('is closed by the sender, and a new link works while the old one does not', async () => {
    const { orderNo } = await booked();
    const first = ((await tracking(user, orderNo)).json().receiverTrackingUrl as string).split('/t/')[1];
    const renewed = await call(user, 'PUT', `/order/${orderNo}/tracking/link`);
    expect(renewed.statusCode).toBe(200);
    const second = (renewed.json().receiverTrackingUrl as string).split('/t/')[1];
    expect(second).not.toBe(first);
    const page = (token: string | undefined) =>
      t.app.inject({ method: 'GET', url: `/api/public/tracking/${token}` });
    expect((await page(first)).statusCode).toBe(404);
    expect((await page(second)).statusCode).toBe(200);
    const revoked = await call(user, 'DELETE', `/order/${orderNo}/tracking/link`);
    expect(revoked.json().receiverTrackingUrl).toBeNull();
    const gone = await page(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].code).toBe('tracking.not_found');
  });

  it('refuses a malformed token (400) and another company the shipment (404)', async () => {
    const { orderNo } = await booked();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/tracking/..%2F..%2Fetc' })).statusCode,
    ).toBe(400);
    expect((await tracking(other, orderNo)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/order/${orderNo}/tracking/link`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/order/${orderNo}/tracking/link`)).statusCode).toBe(404);
  });
});
