import { DEMO_USER_ID } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { errorCodes, USERS } from './helpers/auth.ts';
import { complaintBody, fileComplaint, PDF, uploadTo } from './helpers/complaints.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// Who may do what with complaints (SPEC §6; issue 32.1): the demo user changes nothing, a user
// works with their own, an administrator with the company's and alone sets the case's fields.

const a = useSignedInApp();

const row = (id: number) =>
  sql<Record<string, unknown>>(
    a.t.databaseUrl,
    `SELECT reply_to_member, processed, internal_comment, mark_admin_list, answered_at
       FROM complaints WHERE id = $1`,
    [id],
  );

describe('the demo user', () => {
  it('is refused every call that changes something, and reads an empty list', async () => {
    const c = await fileComplaint(a.t.app, a.user);
    const attempts = [
      a.call(a.demo, 'POST', '/complaint/', complaintBody()),
      a.call(a.demo, 'PUT', '/complaint/', { ...complaintBody(), id: c.id }),
      a.call(a.demo, 'GET', `/complaint/reminder/${c.id}`),
      a.call(a.demo, 'DELETE', `/complaint/${c.id}`),
      a.call(a.demo, 'PUT', '/complaint/bulk/mark/?checked=1', [c.id]),
      uploadTo(a.t.app, a.demo, c.id, { name: 'a.pdf', type: 'application/pdf', bytes: PDF }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
    }
    const list = await a.call(a.demo, 'GET', `/complaint/customer/${DEMO_USER_ID}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [] });
    expect((await a.call(a.user, 'GET', `/complaint/${c.id}`)).statusCode).toBe(200);
  });
});

describe('no one signed in', () => {
  it('is answered 401 on every call', async () => {
    const c = await fileComplaint(a.t.app, a.user);
    for (const [method, url] of [
      ['POST', '/complaint/'],
      ['PUT', '/complaint/'],
      ['GET', `/complaint/${c.id}`],
      ['GET', `/complaint/customer/${USERS.user.id}`],
      ['GET', `/complaint/reminder/${c.id}`],
      ['DELETE', `/complaint/${c.id}`],
      ['POST', `/complaint/file/upload/${c.id}`],
      ['GET', '/complaint/file/download/?filePath=00000000-0000-4000-8000-000000000000'],
      ['PUT', '/complaint/bulk/mark/?checked=1'],
    ] as const) {
      const res = await a.call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the case’s own fields', () => {
  it('are refused to a user one by one, and nothing changes', async () => {
    const c = await fileComplaint(a.t.app, a.user);
    const before = await row(c.id);
    for (const field of [
      { replyToMember: 'UPS ersätter.' },
      { processed: true },
      { internalComment: 'Ring UPS.' },
      { markAdminList: true },
    ]) {
      const res = await a.call(a.user, 'PUT', '/complaint/', { ...complaintBody(), id: c.id, ...field });
      expect(res.statusCode, JSON.stringify(field)).toBe(403);
      expect(errorCodes(res)).toEqual(['complaint.admin_required']);
    }
    expect(await row(c.id)).toEqual(before);
  });

  it('are set by an administrator on a user’s complaint, the comment hidden from the user', async () => {
    const c = await fileComplaint(a.t.app, a.user);
    const res = await a.call(a.admin, 'PUT', '/complaint/', {
      ...complaintBody(),
      id: c.id,
      internalComment: 'Kunden har reklamerat förut.',
      markAdminList: true,
      processed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      internalComment: 'Kunden har reklamerat förut.',
      markAdminList: true,
      processed: true,
      status: 'processed',
      custId: USERS.user.id,
    });
    const seen = (await a.call(a.user, 'GET', `/complaint/${c.id}`)).json();
    expect(seen).toMatchObject({ internalComment: '', markAdminList: true, status: 'processed' });
  });
});

describe('within one company', () => {
  it('marks in bulk only the complaints the caller sees', async () => {
    const mine = await fileComplaint(a.t.app, a.user);
    const admins = await fileComplaint(a.t.app, a.admin);
    const byUser = await a.call(a.user, 'PUT', '/complaint/bulk/mark/?checked=1', [mine.id, admins.id]);
    expect(byUser.json()).toEqual({ updated: 1 });
    const archived = await sql<{ id: number; mark_member_list: boolean }>(
      a.t.databaseUrl,
      'SELECT id, mark_member_list FROM complaints WHERE id = ANY($1) ORDER BY id',
      [[mine.id, admins.id]],
    );
    expect(archived).toEqual([
      { id: mine.id, mark_member_list: true },
      { id: admins.id, mark_member_list: false },
    ]);
    const byAdmin = await a.call(a.admin, 'PUT', '/complaint/bulk/mark/?checked=0', [mine.id, admins.id]);
    expect(byAdmin.json()).toEqual({ updated: 2 });
  });

  it('lets an administrator read a user’s attachment, never a user an administrator’s', async () => {
    const mine = await fileComplaint(a.t.app, a.user);
    const admins = await fileComplaint(a.t.app, a.admin);
    const file = { name: 'kvitto.pdf', type: 'application/pdf', bytes: PDF };
    const userFile = (await uploadTo(a.t.app, a.user, mine.id, file)).json();
    const adminFile = (await uploadTo(a.t.app, a.admin, admins.id, file)).json();
    const down = (s: typeof a.user, filePath: string) =>
      a.call(s, 'GET', `/complaint/file/download/?filePath=${filePath}`);
    expect((await down(a.admin, userFile.filePath)).rawPayload.equals(PDF)).toBe(true);
    const refused = await down(a.user, adminFile.filePath);
    expect(refused.statusCode).toBe(404);
    expect(errorCodes(refused)).toEqual(['complaint.file_not_found']);
    const upload = await uploadTo(a.t.app, a.user, admins.id, file);
    expect(errorCodes(upload)).toEqual(['complaint.not_found']);
  });

  it('lets an administrator delete a user’s complaint; a user neither reminds nor deletes an administrator’s', async () => {
    const admins = await fileComplaint(a.t.app, a.admin);
    for (const [method, url] of [
      ['GET', `/complaint/reminder/${admins.id}`],
      ['DELETE', `/complaint/${admins.id}`],
    ] as const) {
      const res = await a.call(a.user, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(errorCodes(res)).toEqual(['complaint.not_found']);
    }
    const mine = await fileComplaint(a.t.app, a.user);
    expect((await a.call(a.admin, 'DELETE', `/complaint/${mine.id}`)).statusCode).toBe(204);
    expect(await row(mine.id)).toEqual([]);
  });
});
