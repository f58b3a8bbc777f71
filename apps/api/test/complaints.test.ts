import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// Complaints to carriers (SPEC §3, §7; issue 32.1): who sees what, what an administrator adds,
// sending, archiving and the list's filters.

let t: TestApp;
let user: Session;
let admin: Session;
let other: Session;
let demo: Session;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  [user, admin, other, demo] = await Promise.all([
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.other),
    signInDemo(t.app),
  ]);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  supplierId: 116,
  identifier: '40123456789',
  description: 'Två kolli kom fram med krossade hörn.',
  complaintClaim: 1250.5,
  ...over,
});

async function file(s: Session, over: Record<string, unknown> = {}) {
  const res = await call(s, 'POST', '/complaint/', body(over));
  expect(res.statusCode).toBe(201);
  return res.json();
}

const outbox = (complaintId: number) =>
  sql<{ kind: string; to_addresses: string[]; reply_to: string; subject: string }>(
    t.databaseUrl,
    `SELECT kind, to_addresses, reply_to, subject FROM mail_outbox WHERE subject LIKE $1 ORDER BY created_at`,
    [`%(Skeppa ${complaintId})`],
  );

describe('filing a complaint', () => {
  it('keeps it open until sent, with the carrier named and the amount in SEK', async () => {
    const c = await file(user);
    expect(c).toMatchObject({
      custId: USERS.user.id,
      supplierId: 116,
      supplier: 'DHL Freight',
      identifier: '40123456789',
      complaintClaim: 1250.5,
      status: 'open',
      sentDate: null,
      files: [],
      internalComment: '',
    });
    expect(c.createdBy).not.toBe('');
    expect(await outbox(c.id)).toEqual([]);
    expect((await call(user, 'GET', `/complaint/${c.id}`)).json()).toEqual(c);
  });

  it('sends it to the carrier’s complaints address, Reply-To the user, once', async () => {
    const c = await file(user);
    const sent = await call(user, 'PUT', '/complaint/', { ...body(), id: c.id, send: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', sentReceiverId: 116 });
    expect(sent.json().sentDate).not.toBeNull();
    const again = await call(user, 'PUT', '/complaint/', {
      ...body({ description: 'Ändrad' }),
      id: c.id,
      send: true,
    });
    // What the carrier was sent stays as sent; nothing goes twice.
    expect(again.json()).toMatchObject({ description: body().description, sentDate: sent.json().sentDate });
    const mails = await outbox(c.id);
    expect(mails.map((m) => [m.kind, m.to_addresses, m.reply_to])).toEqual([
      ['complaint.carrier', ['reklamation.dhl-freight@skeppa.se'], USERS.user.email],
    ]);
    expect(mails[0]!.subject).toBe(`Reklamation 40123456789 (Skeppa ${c.id})`);
  });

  it('names a booked shipment of the company, never another company’s', async () => {
    const own = await insuredShipment(t.databaseUrl, { customerId: USERS.user.id });
    expect((await file(user, { consignmentId: own.id })).consignmentId).toBe(own.id);
    // Not yet sent, its shipment's notice deadlines are an open case the claims' deadline mail tells of.
    expect(await t.app.complaints.openCases()).toContainEqual(
      expect.objectContaining({ customerId: USERS.user.id, consignmentId: own.id }),
    );
    const theirs = await insuredShipment(t.databaseUrl, { customerId: USERS.other.id });
    const res = await call(user, 'POST', '/complaint/', body({ consignmentId: theirs.id }));
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['consignment.not_found']);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const before = await sql(t.databaseUrl, 'SELECT count(*)::int AS n FROM complaints');
    for (const [payload, code] of [
      [body({ supplierId: 999 }), 'customer.unknown_carrier'],
      [body({ identifier: ' ' }), 'validation.failed'],
      [body({ description: '' }), 'validation.failed'],
      [body({ complaintClaim: -1 }), 'validation.failed'],
      [body({ complaintClaim: 10.123 }), 'validation.failed'],
      [body({ refComplaintId: 2_000_000 }), 'complaint.not_found'],
    ] as const) {
      const res = await call(user, 'POST', '/complaint/', payload);
      expect(res.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, code).toBeLessThan(500);
      expect(errorCodes(res)).toContain(code);
    }
    expect(await sql(t.databaseUrl, 'SELECT count(*)::int AS n FROM complaints')).toEqual(before);
  });

  it('is refused to the demo user and to no one signed in', async () => {
    expect((await call(demo, 'POST', '/complaint/', body())).statusCode).toBe(403);
    expect((await call(null, 'POST', '/complaint/', body())).statusCode).toBe(401);
  });
});

describe('who sees what', () => {
  it('answers 404 for another company’s complaint, on every call', async () => {
    const c = await file(user);
    for (const [method, url, payload] of [
      ['GET', `/complaint/${c.id}`],
      ['PUT', '/complaint/', { ...body(), id: c.id }],
      ['GET', `/complaint/reminder/${c.id}`],
      ['DELETE', `/complaint/${c.id}`],
    ] as const) {
      const res = await call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'PUT', '/complaint/bulk/mark/?checked=1', [c.id])).json()).toEqual({
      updated: 0,
    });
    expect((await call(user, 'GET', `/complaint/customer/${USERS.other.id}`)).statusCode).toBe(404);
  });

  it('shows a user their own, an administrator the company’s with the internal comment', async () => {
    const mine = await file(user, { identifier: 'EGEN-1' });
    const byAdmin = await file(admin, { identifier: 'ADMIN-1' });
    const noted = await call(admin, 'PUT', '/complaint/', {
      ...body({ identifier: 'EGEN-1' }),
      id: mine.id,
      internalComment: 'Ring DHL på måndag.',
    });
    expect(noted.json().internalComment).toBe('Ring DHL på måndag.');

    const userList = (await call(user, 'GET', `/complaint/customer/${USERS.user.id}`)).json().items;
    expect(userList.map((c: { id: number }) => c.id)).toContain(mine.id);
    expect(userList.map((c: { id: number }) => c.id)).not.toContain(byAdmin.id);
    expect(userList.find((c: { id: number }) => c.id === mine.id).internalComment).toBe('');
    expect((await call(user, 'GET', `/complaint/${byAdmin.id}`)).statusCode).toBe(404);

    const adminList = (await call(admin, 'GET', `/complaint/customer/${USERS.admin.id}`)).json().items;
    expect(adminList.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([mine.id, byAdmin.id]));
    expect(adminList.find((c: { id: number }) => c.id === mine.id).internalComment).toBe(
      'Ring DHL på måndag.',
    );
  });

  it('lets only an administrator record the answer, which publishes complaint.answered once', async () => {
    const c = await file(user);
    const refused = await call(user, 'PUT', '/complaint/', { ...body(), id: c.id, replyToMember: 'Svar' });
    expect(refused.statusCode).toBe(403);
    expect(errorCodes(refused)).toEqual(['complaint.admin_required']);

    const reply = { ...body(), id: c.id, replyToMember: 'DHL ersätter 1 250,50 kr.' };
    expect((await call(admin, 'PUT', '/complaint/', reply)).json().status).toBe('answered');
    await call(admin, 'PUT', '/complaint/', { ...reply, replyToMember: 'DHL ersätter hela beloppet.' });
    const closed = await call(admin, 'PUT', '/complaint/', { ...reply, processed: true });
    expect(closed.json().status).toBe('processed');
    const events = await sql<{ payload: { complaintId: number } }>(
      t.databaseUrl,
      `SELECT payload FROM events WHERE type = 'complaint.answered' AND subject_id = $1`,
      [String(c.id)],
    );
    expect(events.map((e) => e.payload.complaintId)).toEqual([c.id]);
  });
});

describe('the list', () => {
  it('hides archived complaints unless the archivedComplaints setting shows them', async () => {
    const a = await file(user, { identifier: 'ARKIV-1' });
    const mark = await call(user, 'PUT', '/complaint/bulk/mark/?checked=1', [a.id]);
    expect(mark.json()).toEqual({ updated: 1 });
    const ids = async () =>
      (await call(user, 'GET', `/complaint/customer/${USERS.user.id}`))
        .json()
        .items.map((c: { id: number }) => c.id);
    expect(await ids()).not.toContain(a.id);

    const setting = (value: boolean) =>
      call(user, 'PUT', `/customer/setting/${USERS.user.id}`, { setting: 'archivedComplaints', value });
    expect((await setting(true)).statusCode).toBe(200);
    expect(await ids()).toContain(a.id);
    await setting(false);

    expect((await call(user, 'PUT', '/complaint/bulk/mark/?checked=0', [a.id])).json()).toEqual({
      updated: 1,
    });
    expect(await ids()).toContain(a.id);
    expect((await call(user, 'PUT', '/complaint/bulk/mark/?checked=2', [a.id])).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/complaint/bulk/mark/?checked=1', [])).statusCode).toBe(400);
  });

  it('filters by words, status and the day it was filed', async () => {
    const wanted = await file(user, { identifier: 'SÖK-77', description: 'Pallen saknas helt' });
    const list = async (query: string) =>
      (await call(user, 'GET', `/complaint/customer/${USERS.user.id}?${query}`))
        .json()
        .items.map((c: { id: number }) => c.id);
    expect(await list('search=saknas')).toEqual([wanted.id]);
    expect(await list('search=sök-77')).toEqual([wanted.id]);
    expect(await list('status=open')).toContain(wanted.id);
    expect(await list('status=sent')).not.toContain(wanted.id);
    const today = wanted.createdDate.slice(0, 10);
    expect(await list(`from=${today}&to=${today}&search=saknas`)).toEqual([wanted.id]);
    expect(await list('to=2020-01-01')).toEqual([]);

    const short = await call(user, 'GET', `/complaint/customer/${USERS.user.id}?search=ab`);
    expect(errorCodes(short)).toEqual(['complaint.search_too_short']);
    expect(
      (await call(user, 'GET', `/complaint/customer/${USERS.user.id}?from=2026-02-01&to=2026-01-01`))
        .statusCode,
    ).toBe(400);
    expect((await call(user, 'GET', `/complaint/customer/${USERS.user.id}?status=lost`)).statusCode).toBe(
      400,
    );
  });

  it('deletes a complaint of the caller', async () => {
    const c = await file(user);
    expect((await call(user, 'DELETE', `/complaint/${c.id}`)).statusCode).toBe(204);
    expect((await call(user, 'GET', `/complaint/${c.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'DELETE', `/complaint/${c.id}`)).statusCode).toBe(403);
  });
});
