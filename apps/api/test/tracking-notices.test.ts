import type { TrackingEvent } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordCheck } from '../src/modules/tracking/record.ts';
import { type TrackingRow, trackingRepository } from '../src/modules/tracking/repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

const TODAY = '2026-11-23';
const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;
const RECEIVER = 'mottagare@example.se';
const SENDER = 'avsandare@example.se';

// The notices take shipment.status_changed from their queue: this app works its jobs, the clock
// drives the sandbox carriers' stories (as in tracking.test.ts), and the tests wait until every
// status change of a shipment was handled before they read the outbox.
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
let clock = BOOKED_AT;

beforeAll(async () => {
  t = await createTestApp({
    today: () => TODAY,
    bookingsNow: () => clock,
    publicUrl: 'https://skeppa.example',
    jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
  });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());
const booking = bookingFixture(() => ({ call, databaseUrl: t.databaseUrl }));
const db = <T>(text: string, values: unknown[] = []) => sql<T>(t.databaseUrl, text, values);

const setting = async (name: string, value: unknown) =>
  expect(
    (await call(user, 'PUT', `/customer/setting/${USERS.user.id}`, { setting: name, value })).statusCode,
  ).toBe(200);

/** Books a shipment at BOOKED_AT, each party notified by e-mail or not, and waits until it is tracked. */
async function booked(notify: { receiver: boolean; sender: boolean }) {
  clock = BOOKED_AT;
  const { consignment } = await booking.unbooked(user);
  const part = (role: string) => consignment.parts.find((p: { role: string }) => p.role === role);
  part('consignee').communication.email = { value: RECEIVER, notify: notify.receiver };
  part('consignor').communication.email = { value: SENDER, notify: notify.sender };
  const res = await call(user, 'PUT', '/consignment/book/', consignment, key());
  expect(res.statusCode).toBe(200);
  const consignmentNo = res.json().consignments[0].consignmentNo as string;
  const rows = await vi.waitFor(
    async () => {
      const found = await db<{ order_no: string }>(
        'SELECT order_no FROM shipment_tracking WHERE consignment_no = $1',
        [consignmentNo],
      );
      expect(found).toHaveLength(1);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
  return { orderNo: rows[0]!.order_no, consignmentNo };
}

/** Runs the clock on `hours`, a polling pass each half hour. */
async function runFor(hours: number) {
  const end = clock.getTime() + hours * HOUR;
  while (clock.getTime() < end) {
    clock = new Date(clock.getTime() + HOUR / 2);
    await t.app.tracking.pollDue();
  }
}

/** Waits until the notices have handled every status change of the shipment. */
const handled = (orderNo: string) =>
  vi.waitFor(
    async () =>
      expect(
        await db(
          `SELECT e.id FROM events e WHERE e.type = 'shipment.status_changed' AND e.subject_id = $1
             AND NOT EXISTS (SELECT 1 FROM event_deliveries d
                              WHERE d.event_id = e.id AND d.subscriber = 'tracking.notices')`,
          [orderNo],
        ),
      ).toEqual([]),
    { timeout: 30_000, interval: 100 },
  );

interface MailRow {
  kind: string;
  to: string[];
  language: string;
  subject: string;
  text: string;
}
/** The shipment's notices in the outbox, oldest first. */
const notices = (consignmentNo: string) =>
  db<MailRow>(
    `SELECT kind, to_addresses AS to, language, subject, text_body AS text FROM mail_outbox
      WHERE kind LIKE 'tracking.%' AND subject LIKE $1 ORDER BY created_at, subject`,
    [`%${consignmentNo}%`],
  );
/** The kinds of the shipment's notices, sorted (one check's mails share their time). */
const kinds = async (consignmentNo: string) => (await notices(consignmentNo)).map((m) => m.kind).sort();

/** The shipment's receiver page, as the sender's tracking answer links it. */
const receiverLink = async (orderNo: string) =>
  (await call(user, 'GET', `/order/${orderNo}/tracking`)).json().receiverTrackingUrl as string;

/** A carrier event as the sandbox answers it (DSV's and DHL Freight's own codes). */
const event = (
  at: string,
  status: TrackingEvent['status'],
  carrierCode: string,
  cause: TrackingEvent['cause'] = null,
): TrackingEvent => ({
  at,
  place: { city: 'Jönköping', countryCode: 'SE' },
  carrierCode,
  carrierText: carrierCode,
  status,
  cause,
});

/**
 * What a check of the carrier found, recorded by the tracking module's own recordCheck, on a
 * shipment the poll no longer asks about (its story is written here, not the sandbox's).
 */
async function carrierTells(orderNo: string, events: TrackingEvent[]) {
  await db('UPDATE shipment_tracking SET next_check_at = NULL WHERE order_no = $1', [orderNo]);
  await t.app.db.transaction(async (tx) => {
    const repo = trackingRepository(tx);
    const row = (await repo.get(orderNo)) as TrackingRow;
    await recordCheck(
      tx,
      { repo, events: t.app.events },
      { row, events, expectedDelivery: null, now: clock },
    );
  });
  await handled(orderNo);
}

const STORY = [
  event('2026-11-24T08:00:00+01:00', 'confirmed', 'CONFIRMED'),
  event('2026-11-25T10:12:00+01:00', 'pickup', 'PICKUP'),
  event('2026-11-25T18:40:00+01:00', 'inTransit', 'IN_TRANSIT'),
  event('2026-11-26T07:05:00+01:00', 'outForDelivery', 'OUT_FOR_DELIVERY'),
  event('2026-11-26T15:30:00+01:00', 'deliveryFailed', 'DELIVERY_FAILED', 'receiver'),
  event('2026-11-27T07:10:00+01:00', 'outForDelivery', 'OUT_FOR_DELIVERY'),
  event('2026-11-27T11:45:00+01:00', 'delivered', 'DELIVERED'),
];

describe('tracking notices', () => {
  it('mails the receiver once on pickup and once out for delivery, with the tracking link', async () => {
    const { orderNo, consignmentNo } = await booked({ receiver: true, sender: false });
    await runFor(24 * 8);
    await handled(orderNo);
    const mails = await notices(consignmentNo);
    const toReceiver = mails.filter((m) => m.kind.startsWith('tracking.receiver'));
    expect(toReceiver.map((m) => m.kind).sort()).toEqual([
      'tracking.receiverOutForDelivery',
      'tracking.receiverPickup',
    ]);
    const link = await receiverLink(orderNo);
    expect(link).toMatch(/^https:\/\/skeppa\.example\/t\/[A-Za-z0-9_-]{22}$/);
    for (const m of toReceiver) {
      expect(m.to).toEqual([RECEIVER]);
      expect(m.language).toBe('sv');
      expect(m.text).toContain(link);
      expect(m.text).toContain(`Fraktsedelsnummer: ${consignmentNo}`);
    }
    expect(toReceiver.find((m) => m.kind === 'tracking.receiverPickup')!.subject).toMatch(/är upphämtad/);
    // The sender did not tick e-mail notice: nothing goes to them.
    expect(mails.every((m) => m.to[0] === RECEIVER)).toBe(true);

    // The carrier tells the same story again: nothing more is mailed.
    await db('UPDATE shipment_tracking SET next_check_at = $2, event_count = 0 WHERE order_no = $1', [
      orderNo,
      clock.toISOString(),
    ]);
    await t.app.tracking.pollDue();
    await handled(orderNo);
    expect(await notices(consignmentNo)).toHaveLength(mails.length);
  });

  it('mails nobody when neither party is to be notified by e-mail', async () => {
    const { orderNo, consignmentNo } = await booked({ receiver: false, sender: false });
    await runFor(24 * 8);
    await handled(orderNo);
    expect(await notices(consignmentNo)).toEqual([]);
  });

  it('mails each real change once, however often the carrier repeats itself, and names the cause', async () => {
    const { orderNo, consignmentNo } = await booked({ receiver: true, sender: true });
    await carrierTells(orderNo, STORY.slice(0, 4));
    // Told again with the rest: the first four are stored already and mail nothing more.
    await carrierTells(orderNo, STORY);
    await carrierTells(orderNo, STORY);
    // Out for delivery twice: a second round after the failed one is a real change.
    expect(await kinds(consignmentNo)).toEqual([
      'tracking.receiverOutForDelivery',
      'tracking.receiverOutForDelivery',
      'tracking.receiverPickup',
      'tracking.senderDelivered',
      'tracking.senderException',
    ]);
    const mails = await notices(consignmentNo);
    const exception = mails.find((m) => m.kind === 'tracking.senderException')!;
    expect(exception.to).toEqual([SENDER]);
    expect(exception.language).toBe('sv');
    expect(exception.subject).toBe(`Avvikelse för försändelse ${consignmentNo}: Leveransen misslyckades`);
    expect(exception.text).toContain('Orsak: Hos mottagaren');
    expect(exception.text).toContain('När: 2026-11-26 15:30');
    expect(exception.text).toContain('Var: Jönköping, SE');
  });

  it("writes the sender's mails in the booking customer's language", async () => {
    await setting('language', 'en');
    try {
      const { orderNo, consignmentNo } = await booked({ receiver: true, sender: true });
      await carrierTells(orderNo, STORY);
      const mails = await notices(consignmentNo);
      const delivered = mails.find((m) => m.kind === 'tracking.senderDelivered')!;
      expect(delivered.language).toBe('en');
      expect(delivered.subject).toBe(`Shipment ${consignmentNo} has been delivered`);
      expect(delivered.text).toContain(`Consignment number: ${consignmentNo}`);
      expect(delivered.text).toContain(await receiverLink(orderNo));
      const exception = mails.find((m) => m.kind === 'tracking.senderException')!;
      expect(exception.text).toContain('Cause: At the receiver');
      // The receiver's language is not on record: the product's default.
      expect(mails.find((m) => m.kind === 'tracking.receiverPickup')!.language).toBe('sv');
    } finally {
      await setting('language', 'sv');
    }
  });

  it('leaves out each notice the booking customer turned off', async () => {
    const off = [
      'trackingMailReceiverPickup',
      'trackingMailReceiverOutForDelivery',
      'trackingMailSenderDelivered',
      'trackingMailSenderException',
    ];
    const customer = (await call(user, 'GET', `/customer/${USERS.user.id}`)).json();
    for (const name of off) expect(customer[name]).toBe(true);
    try {
      for (const [i, name] of off.entries()) {
        await setting(name, false);
        const { orderNo, consignmentNo } = await booked({ receiver: true, sender: true });
        await carrierTells(orderNo, STORY);
        const left = await kinds(consignmentNo);
        // Each switch turns off its own kind, and those turned off before stay off.
        for (const gone of off.slice(0, i + 1)) {
          const kind = `tracking.${gone.replace('trackingMail', '').replace(/^./, (c) => c.toLowerCase())}`;
          expect(left).not.toContain(kind);
        }
        // Of the story's five (pickup, out for delivery twice, the exception, delivered).
        expect(left).toHaveLength([4, 2, 1, 0][i]!);
      }
    } finally {
      for (const name of off) await setting(name, true);
    }
  });
});
