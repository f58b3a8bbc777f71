import { afterEach, describe, expect, it } from 'vitest';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createTestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { complaintBody, fileComplaint, PDF, PNG, sendComplaint, uploadTo } from './helpers/complaints.ts';
import { sql } from './helpers/database.ts';
import { smtpAt, useMailDelivery } from './helpers/mail-delivery.ts';
import { attachmentsOf, decodeHeader, partOf, readMime } from './helpers/mime.ts';
import { caller } from './helpers/shipments.ts';

// What the carrier reads (issue 32.1): the complaint with the shipment it is about and the files
// it had when sent, the reminder that refers to it, and the customer's hourly mail quota.

const START = new Date('2026-11-23T09:00:00Z');
let clock = START;
const delivery = useMailDelivery({ bookingsNow: () => clock });
afterEach(() => {
  clock = START;
});

const session = (who: keyof typeof USERS = 'user') => signIn(delivery.t.app, USERS[who]);

const carrierMails = (id: number) =>
  sql<{ id: string; kind: string; customer_id: number | null }>(
    delivery.t.databaseUrl,
    `SELECT id, kind, customer_id FROM mail_outbox WHERE subject LIKE $1 ORDER BY created_at`,
    [`%(Skeppa ${id})`],
  );

/** Delivers the complaint's mails to the test's SMTP server and reads them as the carrier would. */
async function delivered(id: number) {
  const handler = delivery.handler(smtpAt(delivery.smtp.port));
  for (const m of await carrierMails(id))
    await deliverMail(handler, { outboxId: m.id }, { lastAttempt: false });
  return delivery.smtp.received.map((m) => ({ to: m.to, ...readMime(m.raw) }));
}

describe('the complaint the carrier reads', () => {
  it('names the booked shipment, and carries the files it had when sent, not those added after', async () => {
    const user = await session();
    const shipment = await insuredShipment(delivery.t.databaseUrl, {
      customerId: USERS.user.id,
      supplierId: 225,
    });
    const c = await fileComplaint(delivery.t.app, user, {
      consignmentId: shipment.id,
      identifier: '1Z-KOLLI-2',
    });
    await uploadTo(delivery.t.app, user, c.id, {
      name: 'Fraktsedel.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    await sendComplaint(delivery.t.app, user, c.id, { consignmentId: shipment.id, identifier: '1Z-KOLLI-2' });
    const later = await uploadTo(delivery.t.app, user, c.id, {
      name: 'Skada.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(later.statusCode).toBe(201);

    const [mail, ...more] = await delivered(c.id);
    expect(more).toEqual([]);
    const text = partOf(mail!, 'text/plain');
    for (const fact of [
      `Ärende: Reklamation ${c.id}`,
      'Fraktsedel/kollinummer: 1Z-KOLLI-2',
      `Fraktsedelsnummer: ${shipment.consignmentNo}`,
      'Krav: Inget belopp krävs',
      'Bilagor: Fraktsedel.pdf.',
    ])
      expect(text, fact).toContain(fact);
    expect(attachmentsOf(mail!).map((f) => f.fileName)).toEqual(['Fraktsedel.pdf']);
    // The case keeps both; the carrier was sent one.
    const files = (await caller(delivery.t.app)(user, 'GET', `/complaint/${c.id}`)).json().files;
    expect(files.map((f: { fileName: string }) => f.fileName)).toEqual(['Fraktsedel.pdf', 'Skada.png']);
  });

  it('is filed and sent in one call (POST with send: true), Reply-To the user', async () => {
    const user = await session();
    const res = await caller(delivery.t.app)(user, 'POST', '/complaint/', complaintBody({ send: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'sent', sentDate: START.toISOString(), sentReceiverId: 225 });
    const [mail] = await delivered(res.json().id);
    expect(mail!.to).toEqual(['reklamation.ups@skeppa.se']);
    expect(mail!.headers['reply-to']).toContain(USERS.user.email);
  });
});

describe('the reminder the carrier reads', () => {
  it('refers to the day the complaint went, in Swedish, to the same address', async () => {
    const user = await session();
    const c = await fileComplaint(delivery.t.app, user);
    await sendComplaint(delivery.t.app, user, c.id);
    clock = new Date('2026-11-25T07:00:00Z');
    expect((await caller(delivery.t.app)(user, 'GET', `/complaint/reminder/${c.id}`)).statusCode).toBe(200);
    const [, reminder] = await delivered(c.id);
    expect(reminder!.to).toEqual(['reklamation.ups@skeppa.se']);
    expect(decodeHeader(reminder!.headers.subject ?? '')).toBe(
      `Påminnelse: reklamation 1Z999AA10123456784 (Skeppa ${c.id})`,
    );
    expect(partOf(reminder!, 'text/plain')).toContain(
      'Vi skickade denna reklamation till er 2026-11-23 och har ännu inte fått något svar.',
    );
  });
});

describe('the customer’s hourly mail quota', () => {
  it('refuses a send past it (429) and leaves the complaint open and the outbox as it was', async () => {
    const limited = await createTestApp({
      mail: { ...loadConfig({}).mail, maxPerCustomerPerHour: 1 },
    });
    try {
      const call = caller(limited.app);
      const user: Session = await signIn(limited.app, USERS.user);
      const first = await fileComplaint(limited.app, user);
      await sendComplaint(limited.app, user, first.id);
      const second = await fileComplaint(limited.app, user);
      const outbox = await sql(limited.databaseUrl, 'SELECT count(*)::int AS n FROM mail_outbox');
      const res = await call(user, 'PUT', '/complaint/', { ...complaintBody(), id: second.id, send: true });
      expect(res.statusCode).toBe(429);
      expect(errorCodes(res)).toEqual(['email.rate_limited']);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(user, 'GET', `/complaint/${second.id}`)).json()).toMatchObject({
        status: 'open',
        sentDate: null,
      });
      expect(await sql(limited.databaseUrl, 'SELECT count(*)::int AS n FROM mail_outbox')).toEqual(outbox);
    } finally {
      await limited.close();
    }
  });

  it('is not spent by the reminder job, which writes for no one signed in', async () => {
    const user = await session();
    const c = await fileComplaint(delivery.t.app, user);
    await sendComplaint(delivery.t.app, user, c.id);
    clock = new Date('2026-11-30T10:00:00Z'); // seven days and an hour on
    expect(await delivery.t.app.complaints.remindDue()).toMatchObject({ failed: 0 });
    expect((await carrierMails(c.id)).map((m) => [m.kind, m.customer_id])).toEqual([
      ['complaint.carrier', USERS.user.id],
      ['complaint.reminder', null],
    ]);
  });
});
