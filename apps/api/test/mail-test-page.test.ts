import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { decodeHeader, partOf, readMime } from './helpers/mime.ts';

// No SMTP_HOST, jobs on: mail goes to the product's own mailbox, as after `npm start`.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ jobs: { enabled: true, pollingIntervalSeconds: 0.5 } });
  admin = await signIn(t.app, USERS.admin);
});
afterAll(() => t.close());

const get = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: session.headers });
const sendTest = (session: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/mail/test', headers: session.headers, payload });

async function sentMail(session: Session, id: string) {
  let detail: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      const res = await get(session, `/api/mail/outbox/${id}`);
      expect(res.statusCode).toBe(200);
      detail = res.json();
      expect(detail.state).toBe('sent');
    },
    { timeout: 15_000, interval: 100 },
  );
  return detail;
}

describe('MailTest: who may look', () => {
  it('is for administrators only: an ordinary user and the demo user get 403', async () => {
    const user = await signIn(t.app, USERS.user);
    for (const res of [
      await get(user, '/api/mail/outbox'),
      await sendTest(user, { to: 'anyone@example.se' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorCodes(res)).toEqual(['mail.admin_only']);
    }
    const demo = await signInDemo(t.app);
    expect((await get(demo, '/api/mail/outbox')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/outbox' })).statusCode).toBe(401);
  });

  it('shows an administrator their own company’s mails only', async () => {
    const user = await signIn(t.app, USERS.user);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/email/?senderType=customerService',
      headers: user.headers,
      payload: { subject: 'Från Erik', content: 'Hej' },
    });
    expect(sent.statusCode).toBe(202);
    const { id } = sent.json();

    const page = (await get(admin, '/api/mail/outbox')).json();
    expect(page.items.map((m: { id: string }) => m.id)).toContain(id);

    const other = await signIn(t.app, USERS.other);
    const theirs = (await get(other, '/api/mail/outbox')).json();
    expect(theirs.items.map((m: { id: string }) => m.id)).not.toContain(id);
    const res = await get(other, `/api/mail/outbox/${id}`);
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['mail.not_found']);
  });
});

describe('MailTest: a test mail through the real path', () => {
  it('is queued, delivered to the mailbox in the database, and shown with its content', async () => {
    const res = await sendTest(admin, { to: 'prov@example.se', language: 'en' });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    const detail = await sentMail(admin, id);
    expect(detail).toMatchObject({
      kind: 'test',
      to: ['prov@example.se'],
      subject: 'Test mail from Skeppa',
      language: 'en',
      from: 'Skeppa <noreply@skeppa.se>',
      replyTo: 'admin@skeppa.test',
      attempts: 1,
      deliveredVia: 'mailbox',
    });
    expect(detail.text).toContain('Anna Lindqvist at Nordisk Verktyg AB');

    // The mailbox holds the message exactly as an SMTP server would have received it.
    const message = readMime(String(detail.mailboxSource));
    expect(decodeHeader(message.headers.subject ?? '')).toBe('Test mail from Skeppa');
    expect(message.headers['message-id']).toBe(`<${id}@skeppa.se>`);
    expect(partOf(message, 'text/plain')).toContain('Anna Lindqvist');
    expect(partOf(message, 'text/html')).toContain('<html lang="en">');
  });

  it('writes a test mail in Swedish unless told otherwise, and refuses an address that is none', async () => {
    const res = await sendTest(admin, { to: 'prov2@example.se' });
    const detail = await sentMail(admin, res.json().id);
    expect(detail).toMatchObject({ subject: 'Testmejl från Skeppa', language: 'sv' });
    const bad = await sendTest(admin, { to: 'inte-en-adress' });
    expect(bad.statusCode).toBe(400);
    expect(errorCodes(bad)[0]).toBe('validation.failed');
  });
});

describe('MailTest: the outbox in pages', () => {
  it('pages newest first with the company’s total, and refuses an odd page size', async () => {
    for (let i = 0; i < 11; i++) {
      expect((await sendTest(admin, { to: `sida${i}@example.se` })).statusCode).toBe(202);
    }
    const first = (await get(admin, '/api/mail/outbox?page=1&pageSize=10')).json();
    const second = (await get(admin, '/api/mail/outbox?page=2&pageSize=10')).json();
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(11);
    expect(second.total).toBe(first.total);
    expect(first.items[0].to).toEqual(['sida10@example.se']);
    const created = [...first.items, ...second.items].map((m: { createdAt: string }) => m.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const beyond = (await get(admin, '/api/mail/outbox?page=50&pageSize=10')).json();
    expect(beyond).toMatchObject({ items: [], total: first.total, page: 50 });
    expect((await get(admin, '/api/mail/outbox?pageSize=7')).statusCode).toBe(400);
  });
});
