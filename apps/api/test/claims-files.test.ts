import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { sql } from './helpers/database.ts';
import { multipartFile } from './helpers/multipart.ts';
import { caller } from './helpers/shipments.ts';

// A claim's attachments (issue 32.2 and 32.4): judged by content, at most 10 MB each and 25 MB a
// claim, kept in the file store and handed out by an opaque id to the claim's company alone.

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

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n% Fraktsedel kvitterad med anmärkning\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0x00]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
/** Plain text of `size` bytes: an attachment the rule takes, as large as a test needs. */
const text = (size: number) => Buffer.alloc(size, 'a');

async function draft(s = user) {
  const { id } = await insuredShipment(t.databaseUrl, { customerId: USERS.user.id });
  const res = await call(s, 'POST', '/claim/', {
    consignmentId: id,
    kind: 'damage',
    description: 'Glaset i två av lådorna var krossat.',
    amount: 4_000,
    bankAccount: { type: 'plusgiro', clearing: '', number: '4 12 34-6' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; consignmentId: number };
}

function upload(s: Session | null, claimId: number, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipartFile(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/claim/file/upload/${claimId}`,
    payload,
    headers: { ...headers, ...(s?.headers ?? {}) },
  });
}

const download = (s: Session, filePath: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/claim/file/download/?filePath=${encodeURIComponent(filePath)}`,
    headers: s.headers,
  });

const storageKeyOf = async (publicId: string) =>
  (
    await sql<{ storage_key: string }>(
      t.databaseUrl,
      'SELECT storage_key FROM claim_files WHERE public_id = $1',
      [publicId],
    )
  )[0]?.storage_key;

describe('claim attachments', () => {
  it('take a photo and the signed receipt, judged by content, and hand back the same bytes', async () => {
    const claim = await draft();
    const receipt = await upload(user, claim.id, {
      name: 'Kvittens åäö; signerad.pdf',
      type: 'application/octet-stream',
      bytes: PDF,
    });
    expect(receipt.statusCode).toBe(201);
    const file = receipt.json();
    expect(file).toMatchObject({
      fileName: 'Kvittens åäö; signerad.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(file.filePath).toMatch(/^[0-9a-f-]{36}$/);
    // A colleague adds the photo; the name's folders are not kept.
    const photo = await upload(admin, claim.id, {
      name: 'C:\\Bilder\\pall.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ fileName: 'pall.png', contentType: 'image/png' });

    const read = (await call(user, 'GET', `/claim/${claim.id}`)).json();
    expect(read.files.map((f: { fileName: string }) => f.fileName)).toEqual([
      'Kvittens åäö; signerad.pdf',
      'pall.png',
    ]);

    const res = await download(user, file.filePath);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Kvittens aao_ signerad.pdf"; filename*=UTF-8''${encodeURIComponent('Kvittens åäö; signerad.pdf')}`,
    );
    // The store's key is ours: neither the name nor anything the user sent.
    expect(await storageKeyOf(file.filePath)).toMatch(new RegExp(`^claims/${claim.id}/[0-9a-f-]{36}$`));
  });

  it('refuse a program, a GIF and a form without its file', async () => {
    const claim = await draft();
    for (const [name, bytes] of [
      ['faktura.pdf', EXE],
      ['bild.gif', GIF],
    ] as const) {
      const res = await upload(user, claim.id, { name, type: 'application/pdf', bytes });
      expect(res.statusCode, name).toBe(400);
      expect(errorCodes(res)).toEqual(['claim.file_type']);
    }
    const { payload, headers } = multipartFile(
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      'other',
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/claim/file/upload/${claim.id}`,
      payload,
      headers: { ...headers, ...user.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorCodes(missing)).toEqual(['claim.file_missing']);
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json().files).toEqual([]);
  });

  it('take at most 10 MB a file and 25 MB a claim (413), keeping nothing of a refused one', async () => {
    const claim = await draft();
    const big = await upload(user, claim.id, {
      name: 'film.txt',
      type: 'text/plain',
      bytes: text(10 * MB + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(errorCodes(big)).toEqual(['claim.file_too_large']);

    for (const n of [1, 2]) {
      const ok = await upload(user, claim.id, {
        name: `del${n}.txt`,
        type: 'text/plain',
        bytes: text(10 * MB),
      });
      expect(ok.statusCode).toBe(201);
    }
    const third = await upload(user, claim.id, {
      name: 'del3.txt',
      type: 'text/plain',
      bytes: text(5 * MB + 1),
    });
    expect(third.statusCode).toBe(413);
    expect(errorCodes(third)).toEqual(['claim.files_too_large']);
    const exactly = await upload(user, claim.id, {
      name: 'del3.txt',
      type: 'text/plain',
      bytes: text(5 * MB),
    });
    expect(exactly.statusCode).toBe(201);
    const files = (await call(user, 'GET', `/claim/${claim.id}`)).json().files;
    expect(files.map((f: { size: number }) => f.size)).toEqual([10 * MB, 10 * MB, 5 * MB]);
    // Only the kept files are in the store.
    const stored = await sql<{ n: number }>(
      t.databaseUrl,
      'SELECT count(*)::int AS n FROM claim_files WHERE claim_id = $1',
      [claim.id],
    );
    expect(stored[0]!.n).toBe(3);
  });

  it('answer 404 to a path, an absolute path, an unknown id and another company’s file', async () => {
    const claim = await draft();
    const file = (
      await upload(user, claim.id, { name: 'a.pdf', type: 'application/pdf', bytes: PDF })
    ).json();
    const key = (await storageKeyOf(file.filePath))!;
    for (const filePath of [
      '../../../etc/passwd',
      `../${key}`,
      key,
      '/etc/passwd',
      `/${key}`,
      'C:\\Windows\\win.ini',
      '',
      randomUUID(),
      `${file.filePath}/../x`,
    ]) {
      const res = await download(user, filePath);
      expect(res.statusCode, filePath).toBe(404);
      expect(errorCodes(res)).toEqual(['claim.file_not_found']);
    }
    expect((await download(other, file.filePath)).statusCode).toBe(404);
    expect((await download(user, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await download(admin, file.filePath)).statusCode).toBe(200);
  });

  it('are removed from a draft and from the store, and kept once the claim is submitted', async () => {
    const claim = await draft();
    const first = (
      await upload(user, claim.id, { name: 'a.pdf', type: 'application/pdf', bytes: PDF })
    ).json();
    const second = (await upload(user, claim.id, { name: 'b.png', type: 'image/png', bytes: PNG })).json();
    const key = (await storageKeyOf(first.filePath))!;

    expect((await call(other, 'DELETE', `/claim/file/${claim.id}/${first.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'DELETE', `/claim/file/${claim.id}/${first.id}`)).statusCode).toBe(403);
    const removed = await call(user, 'DELETE', `/claim/file/${claim.id}/${first.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await t.app.files.get(key)).toBeNull();
    expect((await download(user, first.filePath)).statusCode).toBe(404);
    const gone = await call(user, 'DELETE', `/claim/file/${claim.id}/${first.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorCodes(gone)).toEqual(['claim.file_not_found']);

    expect((await call(user, 'POST', `/claim/submit/${claim.id}`)).statusCode).toBe(200);
    const late = await call(user, 'DELETE', `/claim/file/${claim.id}/${second.id}`);
    expect(late.statusCode).toBe(409);
    expect(errorCodes(late)).toEqual(['claim.not_draft']);
    const added = await upload(user, claim.id, { name: 'c.pdf', type: 'application/pdf', bytes: PDF });
    expect(added.statusCode).toBe(409);
    expect((await download(user, second.filePath)).statusCode).toBe(200);
  });

  it('are refused to the demo user, another company and a claim that does not exist', async () => {
    const claim = await draft();
    const file = { name: 'a.pdf', type: 'application/pdf', bytes: PDF };
    expect((await upload(demo, claim.id, file)).statusCode).toBe(403);
    expect((await upload(other, claim.id, file)).statusCode).toBe(404);
    expect((await upload(user, 999_999, file)).statusCode).toBe(404);
    expect((await upload(null, claim.id, file)).statusCode).toBe(401);
    expect((await call(user, 'GET', `/claim/${claim.id}`)).json().files).toEqual([]);
  });
});
