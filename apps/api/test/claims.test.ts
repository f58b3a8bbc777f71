import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// Insurance claims on insured booked shipments (issue 32.4): drafts, what they may say, who may
// see and change them. Files and submitting have their own files (claims-files, claims-submit).

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

const shipment = (o: Partial<Parameters<typeof insuredShipment>[1]> = {}) =>
  insuredShipment(t.databaseUrl, { customerId: USERS.user.id, ...o });

const GIRO = { type: 'bankgiro', clearing: '', number: '5050-1055' } as const;
const draftOf = (consignmentId: number, over: Record<string, unknown> = {}) => ({
  consignmentId,
  kind: 'damage',
  description: 'Pallen var krossad på ena sidan när den kom fram.',
  amount: 12_500.5,
  bankAccount: GIRO,
  ...over,
});

async function draft(consignmentId?: number, s = user) {
  const id = consignmentId ?? (await shipment()).id;
  const res = await call(s, 'POST', '/claim/', draftOf(id));
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('a draft claim', () => {
  it('starts on an insured booked shipment with the digits of its account, and reads back', async () => {
    const { id, consignmentNo } = await shipment();
    const res = await call(user, 'POST', '/claim/', draftOf(id));
    expect(res.statusCode).toBe(201);
    const claim = res.json();
    expect(claim).toMatchObject({
      claimNo: '',
      consignmentId: id,
      consignmentNo,
      custId: USERS.user.id,
      createdBy: 'Erik Johansson',
      submittedDate: null,
      kind: 'damage',
      amount: 12_500.5,
      insuredValue: 25_000,
      // Stored as digits, whatever separators were typed.
      bankAccount: { type: 'bankgiro', clearing: '', number: '50501055' },
      status: 'draft',
      files: [],
    });
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json()).toEqual(claim);
    // A colleague and the administrator of the company see it too.
    expect((await call(admin, 'GET', `/claim/${claim.id}`)).statusCode).toBe(200);
    const list = await call(user, 'GET', `/claim/consignment/${id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [claim] });
  });

  it('lists a shipment’s claims newest first', async () => {
    const { id } = await shipment();
    const first = await draft(id);
    const second = await draft(id);
    const list = (await call(user, 'GET', `/claim/consignment/${id}`)).json();
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
  });

  it('changes while a draft, with a bank account this time', async () => {
    const claim = await draft();
    const res = await call(user, 'PUT', '/claim/', {
      id: claim.id,
      kind: 'loss',
      description: 'Ett av två kollin kom aldrig fram.',
      amount: 25_000,
      bankAccount: { type: 'bank', clearing: '8327-9', number: '123 456 789-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'loss',
      amount: 25_000,
      bankAccount: { type: 'bank', clearing: '83279', number: '1234567897' },
    });
  });
});

describe('what a claim may say', () => {
  it('refuses a bank account whose check digit does not match, naming the problem', async () => {
    const { id } = await shipment();
    const cases: [Record<string, string>, string][] = [
      [{ type: 'bankgiro', clearing: '', number: '5050-1056' }, 'bankaccount.check_digit'],
      [{ type: 'plusgiro', clearing: '', number: '1' }, 'bankaccount.length'],
      [{ type: 'bank', clearing: '0999', number: '1234560' }, 'bankaccount.clearing_unknown'],
      [{ type: 'bank', clearing: '8327-8', number: '1234567897' }, 'bankaccount.clearing_check_digit'],
      [{ type: 'bank', clearing: '', number: '1234560' }, 'bankaccount.clearing_required'],
      [{ type: 'bank', clearing: '5000', number: '12345X0' }, 'bankaccount.format'],
    ];
    for (const [bankAccount, code] of cases) {
      const res = await call(user, 'POST', '/claim/', draftOf(id, { bankAccount }));
      expect(res.statusCode, code).toBe(400);
      expect(errorCodes(res)).toEqual([code]);
      expect(res.json().errors[0].description).toMatch(/^body\/bankAccount\/(number|clearing): /);
    }
    expect(await claimsOf(id)).toBe(0);
  });

  it('refuses an amount over the insured value, and a shipment booked without insurance', async () => {
    const { id } = await shipment({ insured: 10_000 });
    const over = await call(user, 'POST', '/claim/', draftOf(id, { amount: 10_000.01 }));
    expect(over.statusCode).toBe(400);
    expect(errorCodes(over)).toEqual(['claim.amount_over_insured']);
    expect((await call(user, 'POST', '/claim/', draftOf(id, { amount: 10_000 }))).statusCode).toBe(201);

    const uninsured = await shipment({ insured: null });
    const res = await call(user, 'POST', '/claim/', draftOf(uninsured.id));
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['claim.not_insured']);

    const claim = await draft();
    const raised = await call(user, 'PUT', '/claim/', { ...draftOf(0, { amount: 30_000 }), id: claim.id });
    expect(raised.statusCode).toBe(400);
    expect(errorCodes(raised)).toEqual(['claim.amount_over_insured']);
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json().amount).toBe(12_500.5);
  });

  it('refuses a shipment not booked, an amount of nothing or of parts of an öre, and no description', async () => {
    const unbooked = await shipment({ booked: false });
    const res = await call(user, 'POST', '/claim/', draftOf(unbooked.id));
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['order.not_booked']);
    const { id } = await shipment();
    for (const over of [{ amount: 0 }, { amount: 10.005 }, { description: '   ' }, { kind: 'theft' }]) {
      const bad = await call(user, 'POST', '/claim/', draftOf(id, over));
      expect(bad.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorCodes(bad)).toEqual(['validation.failed']);
    }
    expect(await claimsOf(id)).toBe(0);
  });
});

const claimsOf = async (consignmentId: number) =>
  (
    await sql<{ n: number }>(
      t.databaseUrl,
      'SELECT count(*)::int AS n FROM insurance_claims WHERE consignment_id = $1',
      [consignmentId],
    )
  )[0]!.n;

describe('a booking cancelled after the draft', () => {
  it('cannot be claimed on any more: the submit answers 409 and the draft stays', async () => {
    const claim = await draft();
    await sql(t.databaseUrl, "UPDATE orders SET status_category = 'CANCELLED' WHERE consignment_id = $1", [
      claim.consignmentId,
    ]);
    const res = await call(user, 'POST', `/claim/submit/${claim.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['order.not_booked']);
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json()).toMatchObject({
      status: 'draft',
      claimNo: '',
    });
  });
});

describe('who may see and change a claim', () => {
  it('answers 404 to another company, for the claim, its shipment and a new claim on it', async () => {
    const claim = await draft();
    for (const [method, url, body] of [
      ['GET', `/claim/${claim.id}`],
      ['GET', `/claim/consignment/${claim.consignmentId}`],
      ['POST', '/claim/', draftOf(claim.consignmentId)],
      ['PUT', '/claim/', { ...draftOf(0), id: claim.id }],
      ['POST', `/claim/submit/${claim.id}`],
      ['PUT', `/claim/status/${claim.id}`, { status: 'inReview' }],
      ['GET', `/consignment/deadlines/${claim.consignmentId}`],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json()).toEqual(claim);
  });

  it('refuses the demo user every change (403) and shows it nothing', async () => {
    const claim = await draft();
    for (const [method, url, body] of [
      ['POST', '/claim/', draftOf(claim.consignmentId)],
      ['PUT', '/claim/', { ...draftOf(0), id: claim.id }],
      ['POST', `/claim/submit/${claim.id}`],
      ['PUT', `/claim/status/${claim.id}`, { status: 'inReview' }],
      ['DELETE', `/claim/file/${claim.id}/1`],
    ] as const) {
      const res = await call(demo, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
    }
    expect((await call(demo, 'GET', `/claim/${claim.id}`)).statusCode).toBe(404);
  });

  it('asks for a token', async () => {
    expect((await call(null, 'GET', '/claim/1')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/claim/', draftOf(1))).statusCode).toBe(401);
  });

  it('lets only an administrator record the insurer’s decision, one sensible step at a time', async () => {
    const claim = await draft();
    // A draft is submitted by its user, never moved on by hand.
    const early = await call(admin, 'PUT', `/claim/status/${claim.id}`, { status: 'approved' });
    expect(early.statusCode).toBe(409);
    expect(errorCodes(early)).toEqual(['claim.status_change']);
    expect((await call(user, 'POST', `/claim/submit/${claim.id}`)).statusCode).toBe(200);

    const notAdmin = await call(user, 'PUT', `/claim/status/${claim.id}`, { status: 'inReview' });
    expect(notAdmin.statusCode).toBe(403);
    expect(errorCodes(notAdmin)).toEqual(['claim.admin_required']);

    for (const status of ['inReview', 'partlyApproved', 'paid']) {
      const res = await call(admin, 'PUT', `/claim/status/${claim.id}`, { status });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const reopened = await call(admin, 'PUT', `/claim/status/${claim.id}`, { status: 'inReview' });
    expect(reopened.statusCode).toBe(409);
    // Draft and submitted are never asked for: the request schema refuses them.
    const back = await call(admin, 'PUT', `/claim/status/${claim.id}`, { status: 'draft' });
    expect(back.statusCode).toBe(400);
    const [row] = await sql<{ status: string; decided_at: Date | null }>(
      t.databaseUrl,
      'SELECT status, decided_at FROM insurance_claims WHERE id = $1',
      [claim.id],
    );
    expect(row).toMatchObject({ status: 'paid' });
    expect(row!.decided_at).not.toBeNull();
  });

  it('keeps a submitted claim as it was sent (409 on a change)', async () => {
    const claim = await draft();
    const submitted = await call(user, 'POST', `/claim/submit/${claim.id}`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().claimNo).toMatch(/^SK-\d{4}-\d{6}$/);
    const res = await call(user, 'PUT', '/claim/', { ...draftOf(0, { amount: 1 }), id: claim.id });
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['claim.not_draft']);
    const again = await call(user, 'POST', `/claim/submit/${claim.id}`);
    expect(again.statusCode).toBe(409);
    expect(errorCodes(again)).toEqual(['claim.not_draft']);
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json()).toEqual(submitted.json());
  });
});
