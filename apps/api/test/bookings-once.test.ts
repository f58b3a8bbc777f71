import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// Issue 11 point 3: each booking is made once, however often it is pressed or sent again.
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => new Date('2026-11-23T10:00:00Z') });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const { unbooked, packagesOf, carrierBookings } = bookingFixture(() => ({
  call,
  databaseUrl: t.databaseUrl,
}));

describe('booking exactly once', () => {
  it('books once when pressed twice, and replays the first answer for the same key', async () => {
    const { orderNo } = await unbooked(user);
    const attempt = key();
    const first = await call(user, 'PUT', '/order/book/', { orderNo }, attempt);
    const replay = await call(user, 'PUT', '/order/book/', { orderNo }, attempt);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await call(user, 'PUT', '/order/book/', { orderNo }, key());
    expect(again.statusCode).toBe(200);
    expect(again.json().consignmentNo).toBe(first.json().consignmentNo);
    expect(await carrierBookings(orderNo)).toBe(1);
  });

  it('refuses the same key with another body (422)', async () => {
    const [a, b] = [await unbooked(user), await unbooked(user)];
    const attempt = key();
    expect((await call(user, 'PUT', '/order/book/', { orderNo: a.orderNo }, attempt)).statusCode).toBe(200);
    const res = await call(user, 'PUT', '/order/book/', { orderNo: b.orderNo }, attempt);
    expect(res.statusCode).toBe(422);
    expect(errorCodes(res)).toEqual(['booking.idempotency_mismatch']);
    expect((await call(user, 'GET', `/order/${b.orderNo}`)).json().dateBooked).toBeNull();
  });

  it('answers one key sent twice at once with one booking: the second waits for the first and replays it', async () => {
    for (const route of ['order', 'consignment'] as const) {
      const { orderNo, consignment } = await unbooked(user);
      const attempt = key();
      const send = () =>
        route === 'order'
          ? call(user, 'PUT', '/order/book/', { orderNo }, attempt)
          : call(user, 'PUT', '/consignment/book/', { ...consignment, orderNo: null }, attempt);
      const [a, b] = await Promise.all([send(), send()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.json()).toEqual(a.json());
      expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect(await carrierBookings(orderNo)).toBe(1);
    }
  });

  it('takes a key again once its answer is older than 24 hours', async () => {
    const [a, b] = [await unbooked(user), await unbooked(user)];
    const attempt = key();
    expect((await call(user, 'PUT', '/order/book/', { orderNo: a.orderNo }, attempt)).statusCode).toBe(200);
    await sql(
      t.databaseUrl,
      "UPDATE booking_requests SET created_at = now() - interval '25 hours' WHERE key = $1",
      [attempt['idempotency-key']],
    );
    const res = await call(user, 'PUT', '/order/book/', { orderNo: b.orderNo }, attempt);
    expect(res.statusCode).toBe(200);
    expect(res.json().dateBooked).not.toBeNull();
    expect((await call(user, 'GET', `/order/${b.orderNo}`)).json().dateBooked).not.toBeNull();
  });

  it('books once under many concurrent bookings of the same order', async () => {
    const { orderNo, consignment } = await unbooked(user, { goods: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? call(user, 'PUT', '/order/book/', { orderNo }, key())
          : call(user, 'PUT', '/consignment/book/', { ...consignment, orderNo: null }, key()),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const numbers = new Set(
      answers.map((r) => r.json().consignmentNo ?? r.json().consignments?.[0]?.consignmentNo),
    );
    expect(numbers.size).toBe(1);
    expect(await carrierBookings(orderNo)).toBe(1);
    expect(await packagesOf(consignment.consignmentId)).toHaveLength(2);
  });

  it('books more orders at once than the pool has connections, each once', async () => {
    const orders = [];
    for (let i = 0; i < 16; i++) orders.push(await unbooked(user));
    const answers = await Promise.all(
      orders.map(({ orderNo }) => call(user, 'PUT', '/order/book/', { orderNo }, key())),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(new Set(answers.map((r) => r.json().consignmentNo)).size).toBe(16);
  });
});
