import { afterEach, describe, expect, it } from 'vitest';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { smtpAt, useMailDelivery } from './helpers/mail-delivery.ts';
import { attachmentsOf, decodeHeader, partOf, readMime } from './helpers/mime.ts';
import { multipartFile } from './helpers/multipart.ts';
import { caller } from './helpers/shipments.ts';

// A complaint's attachments, its mail to the carrier and its reminders (issue 32.1–2), on the
// injected clock and a real SMTP server.

let clock = new Date('2026-11-23T09:00:00Z');
const delivery = useMailDelivery({ bookingsNow: () => clock });
afterEach(() => {
  clock = new Date('2026-11-23T09:00:00Z');
});

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n% Fraktsedel med anmärkning\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0x00]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const text = (size: number) => Buffer.alloc(size, 'a');

async function session(who: keyof typeof USERS = 'user') {
  return signIn(delivery.t.app, USERS[who]);
}

async function complaint(s: Session) {
  const res = await caller(delivery.t.app)(s, 'POST', '/complaint/', {
    supplierId: 225,
    identifier: '1Z999AA10123456784',
    description: 'Kartongen var blöt och innehållet förstört.',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

function upload(s: Session, id: number, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipartFile(file);
  return delivery.t.app.inject({
    method: 'POST',
    url: `/api/complaint/file/upload/${id}`,
    payload,
    headers: { ...headers, ...s.headers },
  });
}

const stored = (id: number) =>
  sql<{ storage_path: string }>(
    delivery.t.databaseUrl,
    'SELECT storage_path FROM complaint_files WHERE complaint_id = $1',
    [id],
  );

describe('attachments', () => {
  it('are judged by content, listed on the complaint and downloaded by their opaque id', async () => {
    const user = await session();
    const c = await complaint(user);
    const photo = await upload(user, c.id, { name: 'faktura.pdf', type: 'application/pdf', bytes: PNG });
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({
      fileName: 'faktura.pdf',
      contentType: 'image/png',
      size: PNG.length,
    });
    const refused = await upload(user, c.id, { name: 'bild.png', type: 'image/png', bytes: EXE });
    expect(errorCodes(refused)).toEqual(['complaint.file_type']);

    const got = (await caller(delivery.t.app)(user, 'GET', `/complaint/${c.id}`)).json();
    expect(got.files.map((f: { fileName: string }) => f.fileName)).toEqual(['faktura.pdf']);
    expect(got.attachedFileUrl).toBe(photo.json().filePath);

    const down = await caller(delivery.t.app)(
      user,
      'GET',
      `/complaint/file/download/?filePath=${photo.json().filePath}`,
    );
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['content-disposition']).toContain('filename="faktura.pdf"');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.rawPayload.equals(PNG)).toBe(true);
  });

  it('answer 404 to path tricks and to another company', async () => {
    const user = await session();
    const other = await session('other');
    const c = await complaint(user);
    const { filePath } = (
      await upload(user, c.id, { name: 'a.pdf', type: 'application/pdf', bytes: PDF })
    ).json();
    const [row] = await stored(c.id);
    for (const trick of [
      '../../etc/passwd',
      '/etc/passwd',
      encodeURIComponent(row!.storage_path),
      `..%2F..%2F${filePath}`,
      `${filePath}/../x`,
      'not-a-uuid',
      '',
    ]) {
      const res = await caller(delivery.t.app)(user, 'GET', `/complaint/file/download/?filePath=${trick}`);
      expect(res.statusCode, trick).toBe(404);
    }
    const theirs = await caller(delivery.t.app)(
      other,
      'GET',
      `/complaint/file/download/?filePath=${filePath}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(errorCodes(theirs)).toEqual(['complaint.file_not_found']);
    expect(
      (await upload(other, c.id, { name: 'x.pdf', type: 'application/pdf', bytes: PDF })).statusCode,
    ).toBe(404);
  });

  it('are at most 10 MB each and 25 MB a complaint, and nothing is kept of a refused one', async () => {
    const user = await session();
    const c = await complaint(user);
    const big = await upload(user, c.id, { name: 'stor.txt', type: 'text/plain', bytes: text(10 * MB + 1) });
    expect(big.statusCode).toBe(413);
    expect(errorCodes(big)).toEqual(['complaint.file_too_large']);
    for (let i = 0; i < 2; i++)
      expect(
        (await upload(user, c.id, { name: `${i}.txt`, type: 'text/plain', bytes: text(10 * MB) })).statusCode,
      ).toBe(201);
    const over = await upload(user, c.id, { name: 'mer.txt', type: 'text/plain', bytes: text(5 * MB + 1) });
    expect(over.statusCode).toBe(413);
    expect(errorCodes(over)).toEqual(['complaint.files_too_large']);
    expect(await stored(c.id)).toHaveLength(2);
  });

  it('leave the file store when their complaint is deleted', async () => {
    const user = await session();
    const c = await complaint(user);
    await upload(user, c.id, { name: 'a.pdf', type: 'application/pdf', bytes: PDF });
    const [row] = await stored(c.id);
    expect(await delivery.t.app.files.get(row!.storage_path)).not.toBeNull();
    expect((await caller(delivery.t.app)(user, 'DELETE', `/complaint/${c.id}`)).statusCode).toBe(204);
    expect(await delivery.t.app.files.get(row!.storage_path)).toBeNull();
  });
});

const carrierMails = (id: number) =>
  sql<{ id: string; kind: string }>(
    delivery.t.databaseUrl,
    `SELECT id, kind FROM mail_outbox WHERE subject LIKE $1 ORDER BY created_at`,
    [`%(Skeppa ${id})`],
  );

async function deliverAll(id: number) {
  const handler = delivery.handler(smtpAt(delivery.smtp.port));
  for (const m of await carrierMails(id))
    await deliverMail(handler, { outboxId: m.id }, { lastAttempt: false });
}

describe('the mail to the carrier', () => {
  it('carries the complaint’s facts and every attachment to UPS’s complaints address', async () => {
    const user = await session();
    const c = await complaint(user);
    await upload(user, c.id, { name: 'Fraktsedel.pdf', type: 'application/pdf', bytes: PDF });
    await upload(user, c.id, { name: 'Skada.png', type: 'image/png', bytes: PNG });
    const sent = await caller(delivery.t.app)(user, 'PUT', '/complaint/', {
      id: c.id,
      supplierId: 225,
      identifier: '1Z999AA10123456784',
      description: 'Kartongen var blöt och innehållet förstört.',
      complaintClaim: 899,
      send: true,
    });
    expect(sent.json().status).toBe('sent');
    await deliverAll(c.id);
    const [mail] = delivery.smtp.received;
    expect(mail!.to).toEqual(['reklamation.ups@skeppa.se']);
    const read = readMime(mail!.raw);
    expect(decodeHeader(read.headers.subject ?? '')).toBe(`Reklamation 1Z999AA10123456784 (Skeppa ${c.id})`);
    expect(read.headers['reply-to']).toContain(USERS.user.email);
    const body = partOf(read, 'text/plain');
    for (const fact of [
      'Fraktsedel/kollinummer: 1Z999AA10123456784',
      'Krav: 899,00\u00a0SEK',
      'Kartongen var blöt',
    ])
      expect(body, fact).toContain(fact);
    const files = attachmentsOf(read);
    expect(files.map((f) => f.fileName)).toEqual(['Fraktsedel.pdf', 'Skada.png']);
    expect(files[1]!.bytes.equals(PNG)).toBe(true);
  });
});

describe('reminders', () => {
  async function sentComplaint(user: Session) {
    const c = await complaint(user);
    const res = await caller(delivery.t.app)(user, 'PUT', '/complaint/', {
      id: c.id,
      supplierId: 225,
      identifier: '1Z999AA10123456784',
      description: 'Kartongen var blöt och innehållet förstört.',
      send: true,
    });
    expect(res.json().status).toBe('sent');
    return c;
  }

  it('go by hand at most once a Stockholm day, and only for a sent, unanswered complaint', async () => {
    const user = await session();
    const open = await complaint(user);
    const notSent = await caller(delivery.t.app)(user, 'GET', `/complaint/reminder/${open.id}`);
    expect(errorCodes(notSent)).toEqual(['complaint.not_remindable']);

    const c = await sentComplaint(user);
    clock = new Date('2026-11-23T20:00:00Z'); // 21:00 in Stockholm: the day it was sent
    expect(errorCodes(await caller(delivery.t.app)(user, 'GET', `/complaint/reminder/${c.id}`))).toEqual([
      'complaint.reminder_too_soon',
    ]);
    clock = new Date('2026-11-23T23:30:00Z'); // 00:30 the next day in Stockholm
    const first = await caller(delivery.t.app)(user, 'GET', `/complaint/reminder/${c.id}`);
    expect(first.json()).toEqual({ id: c.id, lastReminderDate: '2026-11-23T23:30:00.000Z' });
    clock = new Date('2026-11-24T15:00:00Z');
    const again = await caller(delivery.t.app)(user, 'GET', `/complaint/reminder/${c.id}`);
    expect(again.statusCode).toBe(409);
    expect(errorCodes(again)).toEqual(['complaint.reminder_too_soon']);
    expect((await carrierMails(c.id)).map((m) => m.kind)).toEqual([
      'complaint.carrier',
      'complaint.reminder',
    ]);

    const admin = await session('admin');
    await caller(delivery.t.app)(admin, 'PUT', '/complaint/', {
      id: c.id,
      supplierId: 225,
      identifier: '1Z999AA10123456784',
      description: 'x',
      replyToMember: 'UPS betalar.',
    });
    clock = new Date('2026-11-26T10:00:00Z');
    expect(errorCodes(await caller(delivery.t.app)(user, 'GET', `/complaint/reminder/${c.id}`))).toEqual([
      'complaint.not_remindable',
    ]);
  });

  it('go by the job after the configured days without an answer, once each time it falls due', async () => {
    const user = await session();
    const c = await sentComplaint(user);
    const kinds = async () => (await carrierMails(c.id)).map((m) => m.kind);
    clock = new Date('2026-11-29T09:00:00Z'); // six days on: not yet
    await delivery.t.app.complaints.remindDue();
    expect(await kinds()).toEqual(['complaint.carrier']);
    clock = new Date('2026-11-30T09:30:00Z'); // seven days on
    await delivery.t.app.complaints.remindDue();
    await delivery.t.app.complaints.remindDue(); // run again the same day: nothing more
    expect(await kinds()).toEqual(['complaint.carrier', 'complaint.reminder']);
    clock = new Date('2026-12-07T10:00:00Z'); // seven days after the reminder
    await delivery.t.app.complaints.remindDue();
    expect(await kinds()).toEqual(['complaint.carrier', 'complaint.reminder', 'complaint.reminder']);
  });
});
