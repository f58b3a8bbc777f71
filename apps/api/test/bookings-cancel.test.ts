import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

let t: TestApp;
let user: Session;
let colleague: Session;
let other: Session;
let demo: Session;
let call: ReturnType<typeof caller>;
const TODAY = '2026-11-23';
const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
/** The fixtures' pickup day, 17:00 in Stockholm: the driver came between 13 and 16, the night's truck has not left. */
const PICKED_UP = new Date('2026-11-25T16:00:00Z');
const HOUR_MS = 3_600_000;
// One clock for our bookings and the sandbox carrier: moving it lets the carrier pick up.
let clock = BOOKED_AT;
beforeAll(async () => {
  t = await createTestApp({
    today: () => TODAY,
    bookingsNow: () => clock,
    carriers: { mode: 'sandbox', now: () => clock },
  });
  call = caller(t.app);
  [user, colleague, other, demo] = await Promise.all([
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.other),
    signInDemo(t.app),
  ]);
});
afterAll(() => t.close());

const { unbooked } = bookingFixture(() => ({ call, databaseUrl: t.databaseUrl }));

async function booked(s: Session) {
  clock = BOOKED_AT;
  const { consignment, orderNo } = await unbooked(s);
  const consignmentId = consignment.consignmentId as number;
  const res = await call(s, 'PUT', '/order/book/', { orderNo }, key());
  expect(res.statusCode).toBe(200);
  return { consignmentId, orderNo: res.json().orderNo as string, consignmentNo: res.json().consignmentNo };
}

/** What the sandbox carrier says of the booking, asked as the account that booked it. */
async function carrierStatus(consignmentNo: string) {
  const [row] = await sql<{ carrier_code: number; account: string }>(
    t.databaseUrl,
    'SELECT carrier_code, account FROM carrier_sandbox_bookings WHERE consignment_no = $1',
    [consignmentNo],
  );
  const tracking = await t.app.carriers
    .forCarrier(row!.carrier_code)
    .track(consignmentNo, { customerId: 0, account: row!.account });
  return tracking?.events.at(-1)?.status;
}

const cancel = (s: Session, orderNo: string) => call(s, 'PUT', '/order/cancel/', { orderNo });

describe('PUT /order/cancel', () => {
  it('cancels a booking before pickup: the order shows cancelled and the carrier has it cancelled', async () => {
    const { orderNo, consignmentNo } = await booked(user);
    clock = new Date(BOOKED_AT.getTime() + HOUR_MS);
    const res = await cancel(user, orderNo);
    expect(res.statusCode).toBe(200);
    expect(res.json().orderNo).toBe(orderNo);
    expect(res.json().statusCategory).toBe('CANCELLED');
    expect(res.json().statusUpdated).toBe(clock.toISOString());
    expect(await carrierStatus(consignmentNo)).toBe('cancelled');
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().statusCategory).toBe('CANCELLED');
  });

  it('answers a second cancel the same, without asking the carrier again', async () => {
    const { orderNo } = await booked(user);
    const first = await cancel(user, orderNo);
    // Past pickup the carrier would refuse: the order's own cancelled status answers instead.
    clock = PICKED_UP;
    const second = await cancel(colleague, orderNo);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().statusCategory).toBe('CANCELLED');
    expect(second.json().statusUpdated).toBe(first.json().statusUpdated);
  });

  it("refuses after pickup (409) with the carrier's reason, and leaves the order booked", async () => {
    const { orderNo, consignmentNo } = await booked(user);
    clock = PICKED_UP;
    const res = await cancel(user, orderNo);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['booking.cancel_refused', 'carrier.cancel_after_pickup']);
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().statusCategory).toBe('');
    expect(await carrierStatus(consignmentNo)).toBe('pickup');
  });

  it('refuses an unbooked order (409), an archived one (409), another company (404) and the demo user (403)', async () => {
    const { orderNo: unbookedNo } = await unbooked(user);
    const notBooked = await cancel(user, unbookedNo);
    expect(notBooked.statusCode).toBe(409);
    expect(errorCodes(notBooked)).toEqual(['order.not_booked']);

    const { orderNo } = await booked(user);
    const foreign = await cancel(other, orderNo);
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['order.not_found']);
    const asDemo = await cancel(demo, orderNo);
    expect(asDemo.statusCode).toBe(403);

    clock = new Date('2028-01-10T10:00:00Z');
    const archived = await cancel(user, orderNo);
    expect(archived.statusCode).toBe(409);
    expect(errorCodes(archived)).toEqual(['order.archived']);
    clock = BOOKED_AT;
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().statusCategory).toBe('');
  });

  it('refuses to print a cancelled shipment (409 print.cancelled)', async () => {
    const { orderNo, consignmentId } = await booked(user);
    expect((await call(user, 'POST', `/consignment/print/${consignmentId}/`)).statusCode).toBe(200);
    expect((await cancel(user, orderNo)).statusCode).toBe(200);
    const res = await call(user, 'POST', `/consignment/print/${consignmentId}/`);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['print.cancelled']);
  });
});
