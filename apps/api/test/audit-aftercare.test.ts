import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { entriesOf, failCommitsWithAudit, oneEntry } from './helpers/audit.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { complaintBody, fileComplaint, PDF, uploadTo } from './helpers/complaints.ts';
import { sql } from './helpers/database.ts';
import { multipartFile } from './helpers/multipart.ts';
import { caller } from './helpers/shipments.ts';

let clock = new Date('2026-11-23T09:00:00Z');
let t: TestApp;
let user: Session;
let admin: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ bookingsNow: () => clock });
  call = caller(t.app);
  [user, admin] = await Promise.all([signIn(t.app, USERS.user), signIn(t.app, USERS.admin)]);
});
afterAll(() => t.close());

describe('the audit log of complaints', () => {
  it('records a complaint made, and one made and sent at once as both', async () => {
    let id = 0;
    const made = await oneEntry(t.databaseUrl, async () => {
      id = (await fileComplaint(t.app, user)).id;
    });
    expect(made).toMatchObject({
      action: 'complaint.created',
      customer_id: USERS.user.id,
      object_type: 'complaint',
      object_id: String(id),
      object_label: '1Z999AA10123456784',
      changes: { supplierId: { from: null, to: 225 }, identifier: { from: null, to: '1Z999AA10123456784' } },
    });
    const both = await entriesOf(t.databaseUrl, async () => {
      const res = await call(user, 'POST', '/complaint/', complaintBody({ send: true }));
      expect(res.statusCode).toBe(201);
    });
    expect(both.map((e) => e.action)).toEqual(['complaint.created', 'complaint.sent']);
    expect(both[1]!.changes).toEqual({ sentTo: { from: null, to: 225 } });
  });

  it('records a change with what changed, a send alone as the sending, and a reminder by hand', async () => {
    const c = await fileComplaint(t.app, user);
    const changed = await oneEntry(t.databaseUrl, async () => {
      const res = await call(user, 'PUT', '/complaint/', {
        ...complaintBody({ complaintClaim: 1200 }),
        id: c.id,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(changed).toMatchObject({
      action: 'complaint.changed',
      changes: { complaintClaim: { from: null, to: 1200 } },
    });
    const sent = await oneEntry(t.databaseUrl, async () => {
      const res = await call(user, 'PUT', '/complaint/', {
        ...complaintBody({ complaintClaim: 1200 }),
        id: c.id,
        send: true,
      });
      expect(res.json().status).toBe('sent');
    });
    expect(sent.action).toBe('complaint.sent');

    clock = new Date('2026-11-24T09:00:00Z');
    const reminded = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'GET', `/complaint/reminder/${c.id}`)).statusCode).toBe(200);
    });
    expect(reminded).toMatchObject({
      action: 'complaint.reminded',
      object_id: String(c.id),
      changes: { lastReminder: { from: null, to: '2026-11-24T09:00:00.000Z' } },
    });
    // A reminder refused (the same day) records nothing.
    const refused = await entriesOf(t.databaseUrl, async () => {
      expect(errorCodes(await call(user, 'GET', `/complaint/reminder/${c.id}`))).toEqual([
        'complaint.reminder_too_soon',
      ]);
    });
    expect(refused).toEqual([]);
  });

  it('records a file attached, complaints archived and a complaint deleted', async () => {
    const c = await fileComplaint(t.app, user);
    const attached = await oneEntry(t.databaseUrl, async () => {
      const res = await uploadTo(t.app, user, c.id, {
        name: 'Fraktsedel.pdf',
        type: 'application/pdf',
        bytes: PDF,
      });
      expect(res.statusCode).toBe(201);
    });
    expect(attached).toMatchObject({
      action: 'complaint.file_added',
      changes: { fileName: { from: null, to: 'Fraktsedel.pdf' } },
    });
    // The file's bytes never reach the log.
    expect(JSON.stringify(attached)).not.toContain('%PDF');

    const archived = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'PUT', '/complaint/bulk/mark/?checked=1', [c.id])).statusCode).toBe(200);
    });
    expect(archived).toMatchObject({
      action: 'complaint.changed',
      changes: { archived: { from: null, to: true } },
    });

    const deleted = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'DELETE', `/complaint/${c.id}`)).statusCode).toBe(204);
    });
    expect(deleted).toMatchObject({ action: 'complaint.deleted', object_id: String(c.id) });
    expect(deleted.changes.identifier).toEqual({ from: '1Z999AA10123456784', to: null });
  });

  it('writes no entry when the complaint rolls back, and keeps no complaint', async () => {
    const undo = await failCommitsWithAudit(t.databaseUrl);
    try {
      const entries = await entriesOf(t.databaseUrl, async () => {
        const res = await call(user, 'POST', '/complaint/', complaintBody({ identifier: 'ÅNGRAD-1' }));
        expect(res.statusCode).toBe(500);
      });
      expect(entries).toEqual([]);
    } finally {
      await undo();
    }
    expect(await sql(t.databaseUrl, "SELECT id FROM complaints WHERE identifier = 'ÅNGRAD-1'")).toEqual([]);
  });
});

describe('the audit log of insurance claims', () => {
  const GIRO = { type: 'bankgiro', clearing: '', number: '5050-1055' } as const;
  async function draft() {
    const shipment = await insuredShipment(t.databaseUrl, { customerId: USERS.user.id });
    let claim = { id: 0 };
    const entry = await oneEntry(t.databaseUrl, async () => {
      const res = await call(user, 'POST', '/claim/', {
        consignmentId: shipment.id,
        kind: 'damage',
        description: 'Pallen var krossad.',
        amount: 12_500.5,
        bankAccount: GIRO,
      });
      expect(res.statusCode).toBe(201);
      claim = res.json();
    });
    return { claim, entry, shipment };
  }
  const upload = (id: number) => {
    const { payload, headers } = multipartFile({ name: 'Kvitto.pdf', type: 'application/pdf', bytes: PDF });
    return t.app.inject({
      method: 'POST',
      url: `/api/claim/file/upload/${id}`,
      payload,
      headers: { ...headers, ...user.headers },
    });
  };

  it('records a draft made and changed, files added and removed', async () => {
    const { claim, entry, shipment } = await draft();
    expect(entry).toMatchObject({
      action: 'claim.created',
      object_type: 'claim',
      object_id: String(claim.id),
      object_label: 'Pallen var krossad.',
      changes: {
        consignmentNo: { from: null, to: shipment.consignmentNo },
        amount: { from: null, to: 12_500.5 },
        bankNumber: { from: null, to: '50501055' },
      },
    });
    const changed = await oneEntry(t.databaseUrl, async () => {
      const res = await call(user, 'PUT', '/claim/', {
        id: claim.id,
        kind: 'damage',
        description: 'Pallen var krossad.',
        amount: 9_000,
        bankAccount: GIRO,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(changed).toMatchObject({
      action: 'claim.changed',
      changes: { amount: { from: 12_500.5, to: 9_000 } },
    });
    let fileId = 0;
    const added = await oneEntry(t.databaseUrl, async () => {
      const res = await upload(claim.id);
      expect(res.statusCode).toBe(201);
      fileId = res.json().id;
    });
    expect(added).toMatchObject({
      action: 'claim.file_added',
      changes: { fileName: { from: null, to: 'Kvitto.pdf' } },
    });
    const removed = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'DELETE', `/claim/file/${claim.id}/${fileId}`)).statusCode).toBe(204);
    });
    expect(removed).toMatchObject({
      action: 'claim.file_removed',
      changes: { fileName: { from: 'Kvitto.pdf', to: null } },
    });
  });

  it('records a submit with its claim number, and the insurer’s decision recorded by an administrator', async () => {
    const { claim } = await draft();
    let claimNo = '';
    const submitted = await oneEntry(t.databaseUrl, async () => {
      const res = await call(user, 'POST', `/claim/submit/${claim.id}`);
      expect(res.statusCode).toBe(200);
      claimNo = res.json().claimNo;
    });
    expect(submitted).toMatchObject({
      action: 'claim.submitted',
      object_label: claimNo,
      changes: { claimNo: { from: null, to: claimNo }, status: { from: 'draft', to: 'submitted' } },
    });
    const decided = await oneEntry(t.databaseUrl, async () => {
      expect((await call(admin, 'PUT', `/claim/status/${claim.id}`, { status: 'inReview' })).statusCode).toBe(
        200,
      );
    });
    expect(decided).toMatchObject({
      action: 'claim.status_changed',
      customer_id: USERS.admin.id,
      changes: { status: { from: 'submitted', to: 'inReview' } },
    });
  });

  it('writes no entry for a submit that rolls back: the claim stays a draft and no mail is queued', async () => {
    const { claim } = await draft();
    const mailsBefore = await sql(
      t.databaseUrl,
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind LIKE 'claim.%'",
    );
    const undo = await failCommitsWithAudit(t.databaseUrl);
    try {
      const entries = await entriesOf(t.databaseUrl, async () => {
        const res = await call(user, 'POST', `/claim/submit/${claim.id}`);
        expect(res.statusCode).toBe(503);
        expect(errorCodes(res)).toEqual(['claim.submit_failed']);
      });
      expect(entries).toEqual([]);
    } finally {
      await undo();
    }
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json()).toMatchObject({
      status: 'draft',
      claimNo: '',
    });
    const mailsAfter = await sql(
      t.databaseUrl,
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind LIKE 'claim.%'",
    );
    expect(mailsAfter[0].n).toBe(mailsBefore[0].n);
  });
});
