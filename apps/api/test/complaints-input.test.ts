import { describe, expect, it } from 'vitest';
import { errorCodes, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { complaintBody, fileComplaint, PDF, sendComplaint, uploadTo } from './helpers/complaints.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// What a complaint call refuses, each with its code and nothing written (issue 32.1–2), and what
// a complaint already sent to the carrier keeps as it was.

const a = useSignedInApp();

const count = async (table: string) =>
  (await sql<{ n: number }>(a.t.databaseUrl, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('refused input', () => {
  it('takes a booked shipment of the company only: another company’s is unknown, one not booked a conflict', async () => {
    const unbooked = await insuredShipment(a.t.databaseUrl, { customerId: USERS.user.id, booked: false });
    const theirs = await insuredShipment(a.t.databaseUrl, { customerId: USERS.other.id });
    const before = await count('complaints');
    for (const consignmentId of [theirs.id, 2_000_000]) {
      const res = await a.call(a.user, 'POST', '/complaint/', complaintBody({ consignmentId }));
      expect(res.statusCode, String(consignmentId)).toBe(404);
      expect(errorCodes(res)).toEqual(['consignment.not_found']);
    }
    const notBooked = await a.call(
      a.user,
      'POST',
      '/complaint/',
      complaintBody({ consignmentId: unbooked.id }),
    );
    expect(notBooked.statusCode).toBe(409);
    expect(errorCodes(notBooked)).toEqual(['order.not_booked']);
    expect(await count('complaints')).toBe(before);
    // A colleague's booked shipment is the company's: an administrator's complaint may name it.
    const users = await insuredShipment(a.t.databaseUrl, { customerId: USERS.user.id });
    expect((await fileComplaint(a.t.app, a.admin, { consignmentId: users.id })).id).toBeGreaterThan(0);
  });

  it('follows up only a complaint the caller sees', async () => {
    const theirs = await fileComplaint(a.t.app, a.other);
    const res = await a.call(a.user, 'POST', '/complaint/', complaintBody({ refComplaintId: theirs.id }));
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['complaint.not_found']);
    const own = await fileComplaint(a.t.app, a.user);
    expect((await fileComplaint(a.t.app, a.user, { refComplaintId: own.id })).id).toBeGreaterThan(own.id);
  });

  it('answers 400 with a code to malformed ids, queries and bodies', async () => {
    for (const [method, url, payload] of [
      ['GET', '/complaint/abc'],
      ['GET', '/complaint/0'],
      ['GET', '/complaint/reminder/-1'],
      ['GET', '/complaint/file/download/'],
      ['GET', `/complaint/customer/${USERS.user.id}?from=23-11-2026`],
      ['POST', '/complaint/', { ...complaintBody(), supplierId: 'UPS' }],
      ['POST', '/complaint/', { ...complaintBody(), identifier: 'x'.repeat(61) }],
      ['POST', '/complaint/', { ...complaintBody(), complaintClaim: 10_000_000.01 }],
      ['PUT', '/complaint/', complaintBody()],
      ['PUT', '/complaint/bulk/mark/?checked=1', ['a']],
    ] as const) {
      const res = await a.call(a.user, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(errorCodes(res), `${method} ${url}`).toContain('validation.failed');
    }
  });

  it('answers 404 to a complaint that does not exist', async () => {
    for (const [method, url, payload] of [
      ['GET', '/complaint/2000000'],
      ['PUT', '/complaint/', { ...complaintBody(), id: 2_000_000 }],
      ['GET', '/complaint/reminder/2000000'],
      ['DELETE', '/complaint/2000000'],
    ] as const) {
      const res = await a.call(a.user, method, url, payload);
      expect(errorCodes(res), `${method} ${url}`).toEqual(['complaint.not_found']);
    }
    const upload = await uploadTo(a.t.app, a.user, 2_000_000, {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(errorCodes(upload)).toEqual(['complaint.not_found']);
  });

  it('takes the upload only as the multipart field "file"', async () => {
    const c = await fileComplaint(a.t.app, a.user);
    const wrongField = await uploadTo(
      a.t.app,
      a.user,
      c.id,
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      'photo',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(errorCodes(wrongField)).toEqual(['complaint.file_missing']);
    const json = await a.call(a.user, 'POST', `/complaint/file/upload/${c.id}`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(errorCodes(json)).toEqual(['complaint.file_missing']);
    expect((await a.call(a.user, 'GET', `/complaint/${c.id}`)).json().files).toEqual([]);
  });

  it('sends nothing, and files nothing, to a carrier with no complaints address', async () => {
    await sql(a.t.databaseUrl, `UPDATE carriers SET complaints_email = '' WHERE code = 4`);
    const [complaints, mails] = [await count('complaints'), await count('mail_outbox')];
    const res = await a.call(a.user, 'POST', '/complaint/', complaintBody({ supplierId: 4, send: true }));
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['complaint.carrier_no_address']);
    expect([await count('complaints'), await count('mail_outbox')]).toEqual([complaints, mails]);

    const kept = await fileComplaint(a.t.app, a.user, { supplierId: 4 });
    const send = await a.call(a.user, 'PUT', '/complaint/', {
      ...complaintBody({ supplierId: 4 }),
      id: kept.id,
      send: true,
    });
    expect(errorCodes(send)).toEqual(['complaint.carrier_no_address']);
    expect((await a.call(a.user, 'GET', `/complaint/${kept.id}`)).json()).toMatchObject({
      status: 'open',
      sentDate: null,
    });
    expect(await count('mail_outbox')).toBe(mails);
  });

  it('refuses an unknown carrier with its code', async () => {
    const res = await a.call(a.user, 'POST', '/complaint/', complaintBody({ supplierId: 999 }));
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['customer.unknown_carrier']);
  });
});

describe('a complaint sent to the carrier', () => {
  it('keeps what the carrier read, and takes the reply though its shipment is gone', async () => {
    const shipment = await insuredShipment(a.t.databaseUrl, { customerId: USERS.user.id });
    const c = await fileComplaint(a.t.app, a.user, { consignmentId: shipment.id });
    const sent = await sendComplaint(a.t.app, a.user, c.id, { consignmentId: shipment.id });

    const edited = await a.call(a.user, 'PUT', '/complaint/', {
      ...complaintBody({ description: 'Något helt annat', complaintClaim: 5000, consignmentId: shipment.id }),
      id: c.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      description: complaintBody().description,
      complaintClaim: null,
      sentDate: sent.sentDate,
    });

    // The shipment leaves the database (ON DELETE SET NULL); the drawer still sends its id.
    await sql(a.t.databaseUrl, 'DELETE FROM consignments WHERE id = $1', [shipment.id]);
    const reply = await a.call(a.admin, 'PUT', '/complaint/', {
      ...complaintBody({ consignmentId: shipment.id }),
      id: c.id,
      replyToMember: 'UPS ersätter varans värde.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'answered', consignmentId: null });
  });
});
