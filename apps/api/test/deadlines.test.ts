import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineNotifier } from '../src/modules/claims/deadline-notices.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// The receiver's notice deadlines of a booked shipment (issue 32.5) on the injected clock: from
// the carrier's delivered event, else the expected delivery; and the mail that one is near, once.

let clock = new Date('2026-12-02T08:00:00Z');
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ bookingsNow: () => clock });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const at = (iso: string) => {
  clock = new Date(iso);
};
const deadlines = async (id: number) => {
  const res = await call(user, 'GET', `/consignment/deadlines/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const shipment = (o: Partial<Parameters<typeof insuredShipment>[1]> = {}) =>
  insuredShipment(t.databaseUrl, { customerId: USERS.user.id, ...o });

describe('GET /consignment/deadlines/{id}', () => {
  it('counts from the carrier’s delivered day by road, and warns two days before', async () => {
    // Delivered Friday 27 November just after midnight Swedish time (still the 26th in UTC).
    const { id } = await shipment({
      tracking: { expectedDelivery: '2026-11-27', deliveredAt: '2026-11-27T00:30:00+01:00' },
    });
    at('2026-12-02T08:00:00Z');
    expect(await deadlines(id)).toEqual({
      consignmentId: id,
      mode: 'road',
      deliveredOn: '2026-11-27',
      estimated: false,
      deadlines: [
        { kind: 'hiddenDamage', lastDay: '2026-12-04', near: true, passed: false },
        { kind: 'delay', lastDay: '2026-12-18', near: false, passed: false },
        { kind: 'timeBar', lastDay: '2027-11-27', near: false, passed: false },
      ],
    });
    // 23:30 on 4 December in Stockholm is still the last day; half an hour later it has passed.
    at('2026-12-04T22:30:00Z');
    expect((await deadlines(id)).deadlines[0]).toMatchObject({ near: true, passed: false });
    at('2026-12-04T23:00:00Z');
    expect((await deadlines(id)).deadlines[0]).toMatchObject({ near: false, passed: true });
  });

  it('gives air freight (the courier services) 14 days for hidden damage', async () => {
    const { id } = await shipment({
      templateName: 'dhl_express_worldwide',
      supplierId: 131,
      tracking: { expectedDelivery: '2026-11-26', deliveredAt: '2026-11-26T10:12:00+01:00' },
    });
    at('2026-12-02T08:00:00Z');
    const answer = await deadlines(id);
    expect(answer).toMatchObject({ mode: 'air', deliveredOn: '2026-11-26', estimated: false });
    expect(answer.deadlines[0]).toEqual({
      kind: 'hiddenDamage',
      lastDay: '2026-12-10',
      near: false,
      passed: false,
    });
  });

  it('counts from the expected delivery until the carrier reports it, and says it is an estimate', async () => {
    const tracked = await shipment({ tracking: { expectedDelivery: '2026-11-30' } });
    at('2026-11-28T08:00:00Z');
    expect(await deadlines(tracked.id)).toMatchObject({ deliveredOn: '2026-11-30', estimated: true });
    // Not followed by tracking: the booked pickup day (Wednesday 25 November) plus DHL Paket's
    // longest delivery time, two working days: Friday 27 November.
    const untracked = await shipment({ pickupDate: '2026-11-25' });
    const answer = await deadlines(untracked.id);
    expect(answer).toMatchObject({ deliveredOn: '2026-11-27', estimated: true });
    expect(answer.deadlines[0].lastDay).toBe('2026-12-04');
  });

  it('answers 409 for a shipment not booked and 404 for one that is not there', async () => {
    const { id } = await shipment({ booked: false });
    const res = await call(user, 'GET', `/consignment/deadlines/${id}`);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['order.not_booked']);
    expect((await call(user, 'GET', '/consignment/deadlines/999999')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/consignment/deadlines/${id}`)).statusCode).toBe(401);
  });
});

const deadlineMails = () =>
  sql<{ to_addresses: string[]; subject: string; text_body: string }>(
    t.databaseUrl,
    `SELECT to_addresses, subject, text_body FROM mail_outbox WHERE kind = 'aftercare.deadlineNear' ORDER BY created_at`,
  );

describe('the mail that a deadline of an open case is near', () => {
  it('goes once per shipment and kind while the claim is a draft, and never for a submitted one', async () => {
    const before = (await deadlineMails()).length;
    const open = await shipment({
      tracking: { expectedDelivery: '2026-11-27', deliveredAt: '2026-11-27T14:05:00+01:00' },
    });
    const sent = await shipment({
      tracking: { expectedDelivery: '2026-11-27', deliveredAt: '2026-11-27T14:05:00+01:00' },
    });
    const claim = async (consignmentId: number) =>
      (
        await call(user, 'POST', '/claim/', {
          consignmentId,
          kind: 'damage',
          description: 'Dold skada upptäckt vid uppackning.',
          amount: 3_000,
          bankAccount: { type: 'bankgiro', clearing: '', number: '5050-1055' },
        })
      ).json();
    await claim(open.id);
    const submitted = await claim(sent.id);
    expect((await call(user, 'POST', `/claim/submit/${submitted.id}`)).statusCode).toBe(200);

    // Three days left of hidden damage's seven: nothing yet.
    at('2026-12-01T07:00:00Z');
    await t.app.claims.notifyDeadlines();
    expect(await deadlineMails()).toHaveLength(before);

    at('2026-12-02T06:00:00Z');
    await t.app.claims.notifyDeadlines();
    await t.app.claims.notifyDeadlines();
    const mails = (await deadlineMails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_addresses).toEqual(['user@skeppa.test']);
    expect(mails[0]!.subject).toBe(
      `Sista dag närmar sig för reklamation av försändelse ${open.consignmentNo}`,
    );
    expect(mails[0]!.text_body).toContain('Reklamation av dold skada: senast 2026-12-04');
    expect(mails[0]!.text_body).not.toContain('försening');

    // Later the delay's 21 days run short: a mail of its own, once.
    at('2026-12-16T06:00:00Z');
    await t.app.claims.notifyDeadlines();
    await t.app.claims.notifyDeadlines();
    const later = (await deadlineMails()).slice(before);
    expect(later).toHaveLength(2);
    expect(later[1]!.text_body).toContain('Reklamation av försening: senast 2026-12-18');
    const recorded = await sql<{ kind: string }>(
      t.databaseUrl,
      'SELECT kind FROM aftercare_deadline_notices WHERE consignment_id = $1 ORDER BY kind',
      [open.id],
    );
    expect(recorded.map((r) => r.kind)).toEqual(['delay', 'hiddenDamage']);
  });

  it('goes for an open complaint the complaints module hands over, once with a claim on the same shipment', async () => {
    const { id, consignmentNo } = await shipment({
      tracking: { expectedDelivery: '2026-11-20', deliveredAt: '2026-11-20T11:00:00+01:00' },
    });
    const before = (await deadlineMails()).length;
    const notify = deadlineNotifier({
      db: t.app.db,
      openComplaints: async () => [
        { companyId: 2, customerId: USERS.user.id, consignmentId: id },
        { companyId: 2, customerId: USERS.user.id, consignmentId: id },
      ],
      deadlines: t.app.claims.deadlines,
      customers: t.app.customers,
      mail: t.app.mail,
    });
    at('2026-11-25T06:00:00Z');
    expect(await notify()).toMatchObject({ mailed: 1 });
    expect(await notify()).toMatchObject({ mailed: 0 });
    const mails = (await deadlineMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      `Sista dag närmar sig för reklamation av försändelse ${consignmentNo}`,
    ]);
  });
});
