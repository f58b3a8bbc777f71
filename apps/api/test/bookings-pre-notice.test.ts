import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T10:00:00Z');

describe("the receiver's pre-notice", () => {
  // The pre-notice takes order.booked from its queue: this app works its jobs, and the tests wait
  // until the booking's event was handled before they read the outbox.
  let w: TestApp;
  let wUser: Session;
  let wCall: ReturnType<typeof caller>;
  beforeAll(async () => {
    w = await createTestApp({
      today: () => TODAY,
      bookingsNow: () => NOW,
      jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
    });
    wCall = caller(w.app);
    wUser = await signIn(w.app, USERS.user);
  });
  afterAll(() => w.close());
  const booking = bookingFixture(() => ({ call: wCall, databaseUrl: w.databaseUrl }));

  const preNotices = (consignmentNo: string) =>
    sql<{ to: string[]; subject: string }>(
      w.databaseUrl,
      "SELECT to_addresses AS to, subject FROM mail_outbox WHERE kind = 'preNotice' AND text_body LIKE $1",
      [`%${consignmentNo}%`],
    );
  /** The booking's order.booked events, each with whether the pre-notice has handled it. */
  const bookedEvents = (consignmentNo: string) =>
    sql<{ handled: boolean }>(
      w.databaseUrl,
      `SELECT EXISTS (SELECT 1 FROM event_deliveries d
                       WHERE d.event_id = e.id AND d.subscriber = 'bookings.pre-notice') AS handled
         FROM events e WHERE e.type = 'order.booked' AND e.payload->>'consignmentNo' = $1`,
      [consignmentNo],
    );
  const handled = (consignmentNo: string) =>
    vi.waitFor(async () => expect(await bookedEvents(consignmentNo)).toEqual([{ handled: true }]), {
      timeout: 20_000,
      interval: 100,
    });

  it('goes with the booking, naming the consignment number, when the receiver is to be notified by e-mail', async () => {
    const { orderNo, consignment } = await booking.unbooked(wUser);
    const receiver = consignment.parts.find((p: { role: string }) => p.role === 'consignee');
    receiver.communication.email = { value: 'mottagare@example.se', notify: true };
    const res = await wCall(wUser, 'PUT', '/consignment/book/', consignment, key());
    expect(res.statusCode).toBe(200);
    const { consignmentNo } = res.json().consignments[0];
    await handled(consignmentNo);
    const mails = await preNotices(consignmentNo);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['mottagare@example.se']);
    expect(mails[0]!.subject).toMatch(/är bokad till er/);
    // The order's own booking call that follows books nothing more, and writes nothing more.
    expect((await wCall(wUser, 'PUT', '/order/book/', { orderNo }, key())).statusCode).toBe(200);
    expect(await bookedEvents(consignmentNo)).toHaveLength(1);
    expect(await preNotices(consignmentNo)).toHaveLength(1);
  });

  it('stays unwritten when the notice is not ticked, whatever the address', async () => {
    const { consignment } = await booking.unbooked(wUser);
    const receiver = consignment.parts.find((p: { role: string }) => p.role === 'consignee');
    receiver.communication.email = { value: 'mottagare@example.se', notify: false };
    const res = await wCall(wUser, 'PUT', '/consignment/book/', consignment, key());
    expect(res.statusCode).toBe(200);
    const { consignmentNo } = res.json().consignments[0];
    await handled(consignmentNo);
    expect(await preNotices(consignmentNo)).toHaveLength(0);
  });
});
