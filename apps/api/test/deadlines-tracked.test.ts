import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// A shipment booked with insurance the way the web app books it, followed by tracking on the
// injected clock: a claim may be filed on it, and its deadlines move from the expected delivery to
// the day of the carrier's delivered event.

const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;
let clock = BOOKED_AT;
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({
    today: () => '2026-11-23',
    bookingsNow: () => clock,
    jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
  });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());
const booking = bookingFixture(() => ({ call, databaseUrl: t.databaseUrl }));

describe('deadlines of a tracked booking', () => {
  it('count from the expected delivery, then from the delivered day, and a claim may be filed', async () => {
    const { orderNo, consignment } = await booking.unbooked(user, { insured: 20_000 });
    const booked = await call(user, 'PUT', '/order/book/', { orderNo }, key());
    expect(booked.statusCode).toBe(200);
    const bookedNo = booked.json().orderNo as string;
    await vi.waitFor(
      async () =>
        expect(
          await sql(t.databaseUrl, 'SELECT 1 FROM shipment_tracking WHERE order_no = $1', [bookedNo]),
        ).toHaveLength(1),
      { timeout: 20_000, interval: 100 },
    );
    const id = consignment.consignmentId as number;

    const claim = await call(user, 'POST', '/claim/', {
      consignmentId: id,
      kind: 'delay',
      description: 'Leveransen kom tre dagar för sent till mässan.',
      amount: 20_000,
      bankAccount: { type: 'bankgiro', clearing: '', number: '160-9908' },
    });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({ insuredValue: 20_000, status: 'draft' });

    // Picked up Wednesday 25 November; DHL Paket takes at most two working days.
    const expected = (await call(user, 'GET', `/consignment/deadlines/${id}`)).json();
    expect(expected).toMatchObject({ mode: 'road', deliveredOn: '2026-11-27', estimated: true });

    for (let i = 0; i < 8 * 12; i++) {
      clock = new Date(clock.getTime() + 2 * HOUR);
      await t.app.tracking.pollDue();
    }
    const tracking = (await call(user, 'GET', `/order/${bookedNo}/tracking`)).json();
    const delivered = tracking.events.find(
      (e: { event: { status: string } }) => e.event.status === 'delivered',
    );
    const answer = (await call(user, 'GET', `/consignment/deadlines/${id}`)).json();
    if (delivered) {
      expect(answer).toMatchObject({ deliveredOn: delivered.event.at.slice(0, 10), estimated: false });
    } else {
      // Returned to the sender: never delivered, so the deadlines stay counted from the estimate.
      expect(tracking.status).toBe('returnedToSender');
      expect(answer).toMatchObject({ estimated: true });
    }
    expect(answer.deadlines.map((d: { kind: string }) => d.kind)).toEqual([
      'hiddenDamage',
      'delay',
      'timeBar',
    ]);
  }, 60_000);
});
