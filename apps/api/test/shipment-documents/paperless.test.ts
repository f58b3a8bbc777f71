import { createCanvas } from '@napi-rs/canvas';
import { upsDocumentIdSchema } from '@skeppa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { printCustomsInvoice } from '../../src/documents/print.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from '../helpers/auth.ts';
import { withDb } from '../helpers/factories.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { readPdf } from '../helpers/read-documents.ts';
import { completeInvoice, createShipment } from '../helpers/shipment-factory.ts';

let t: TestApp;
let user: Session;
let admin: Session;
let other: Session;
let pdf: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin, other] = await Promise.all([
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.other),
  ]);
  pdf = await printCustomsInvoice(completeInvoice({ invoiceNo: 'UPLOADED-1' }));
  const canvas = createCanvas(40, 20);
  canvas.getContext('2d').fillRect(0, 0, 20, 20);
  png = canvas.toBuffer('image/png');
});
afterAll(() => t.close());

const upsTo = async (to: string, carrier = 225) =>
  (await createShipment(t.databaseUrl, { customerId: USERS.user.id, to, carrier })).id;

function upload(
  s: Session | null,
  id: number,
  file: { name: string; type: string; bytes: Buffer },
  documentType = 'commercialInvoice',
) {
  const { payload, headers } = multipartFile(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/consignment/upspaperless/${id}?documentType=${documentType}`,
    payload,
    headers: { ...headers, ...(s?.headers ?? {}) },
  });
}

function storageKey(documentId: number) {
  return withDb(t.databaseUrl, async (db) => {
    const [row] = await db
      .select({ key: schema.paperlessDocuments.storageKey })
      .from(schema.paperlessDocuments)
      .where(eq(schema.paperlessDocuments.id, documentId));
    return row!.key;
  });
}

const call = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers });

describe('UPS paperless documents', () => {
  it('takes a PDF and a PNG for a UPS shipment to the US, lists them and hands back the same bytes', async () => {
    const id = await upsTo('US');
    const empty = await call(user, 'GET', `/consignment/upspaperless/${id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ consignmentId: id, accepted: true, documents: [] });

    const first = await upload(user, id, { name: 'faktura.pdf', type: 'application/pdf', bytes: pdf });
    expect(first.statusCode).toBe(201);
    const doc = first.json();
    expect(doc).toMatchObject({
      consignmentId: id,
      documentType: 'commercialInvoice',
      fileName: 'faktura.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      generated: false,
    });
    expect(doc.upsDocumentId).toHaveLength(26);
    expect(upsDocumentIdSchema.safeParse(doc.upsDocumentId).success).toBe(true);

    // Declared as something else: the content decides what it is.
    const image = await upload(
      admin,
      id,
      { name: 'ursprung.bin', type: 'application/octet-stream', bytes: png },
      'certificateOfOrigin',
    );
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({ contentType: 'image/png', documentType: 'certificateOfOrigin' });

    const list = (await call(user, 'GET', `/consignment/upspaperless/${id}`)).json();
    expect(list.documents.map((d: { fileName: string }) => d.fileName)).toEqual([
      'faktura.pdf',
      'ursprung.bin',
    ]);

    const download = await call(user, 'GET', `/consignment/upspaperless/${id}/${doc.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('faktura.pdf');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    expect((await readPdf(download.rawPayload))[0]!.text).toContain('UPLOADED-1');
  });

  it('keeps a file name without the null character its multipart header gave it, never a 500', async () => {
    const id = await upsTo('US');
    const res = await upload(user, id, { name: 'fak\u0000tura.pdf', type: 'application/pdf', bytes: pdf });
    expect(res.statusCode).toBe(201);
    expect(res.json().fileName).toBe('faktura.pdf');
  });

  it('refuses a file that is not what it claims, by its content', async () => {
    const id = await upsTo('NO');
    const text = Buffer.from('Detta är ingen faktura utan en textfil.\n', 'utf8');
    const res = await upload(user, id, { name: 'faktura.pdf', type: 'application/pdf', bytes: text });
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['paperless.file_type']);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    expect(errorCodes(await upload(user, id, { name: 'scan.png', type: 'image/png', bytes: zip }))).toEqual([
      'paperless.file_type',
    ]);
    expect((await call(user, 'GET', `/consignment/upspaperless/${id}`)).json().documents).toEqual([]);
  });

  it('refuses a file of 11 MB and keeps nothing of it', async () => {
    const id = await upsTo('US');
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n');
    const res = await upload(user, id, { name: 'stor.pdf', type: 'application/pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(errorCodes(res)).toEqual(['paperless.too_large']);
    expect((await call(user, 'GET', `/consignment/upspaperless/${id}`)).json().documents).toEqual([]);
  });

  it('takes 13 documents for a shipment and refuses the 14th', async () => {
    const id = await upsTo('US');
    for (let n = 1; n <= 13; n++) {
      const res = await upload(
        user,
        id,
        { name: `doc-${n}.pdf`, type: 'application/pdf', bytes: pdf },
        'other',
      );
      expect(res.statusCode, `document ${n}`).toBe(201);
    }
    const fourteenth = await upload(user, id, { name: 'doc-14.pdf', type: 'application/pdf', bytes: pdf });
    expect(fourteenth.statusCode).toBe(400);
    expect(errorCodes(fourteenth)).toEqual(['paperless.too_many']);
    expect((await call(user, 'GET', `/consignment/upspaperless/${id}`)).json().documents).toHaveLength(13);
  });

  it('deletes a document: gone from the list, its download and the file store', async () => {
    const id = await upsTo('US');
    const doc = (
      await upload(user, id, { name: 'packlista.pdf', type: 'application/pdf', bytes: pdf }, 'packingList')
    ).json();
    const key = await storageKey(doc.id);
    expect(await t.app.files.get(key)).not.toBeNull();
    const res = await call(user, 'DELETE', `/consignment/upspaperless/${id}/${doc.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.files.get(key)).toBeNull();
    expect((await call(user, 'GET', `/consignment/upspaperless/${id}`)).json().documents).toEqual([]);
    const gone = await call(user, 'GET', `/consignment/upspaperless/${id}/${doc.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorCodes(gone)).toEqual(['paperless.not_found']);
    expect((await call(user, 'DELETE', `/consignment/upspaperless/${id}/${doc.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's shipment and document, whatever the call", async () => {
    const id = await upsTo('US');
    const doc = (await upload(user, id, { name: 'a.pdf', type: 'application/pdf', bytes: pdf })).json();
    for (const res of [
      await call(other, 'GET', `/consignment/upspaperless/${id}`),
      await call(other, 'GET', `/consignment/upspaperless/${id}/${doc.id}`),
      await call(other, 'DELETE', `/consignment/upspaperless/${id}/${doc.id}`),
      await upload(other, id, { name: 'b.pdf', type: 'application/pdf', bytes: pdf }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorCodes(res)).toEqual(['consignment.not_found']);
    }
    // A document of another shipment is not reached through this one's id.
    const mine = await upsTo('US');
    expect((await call(user, 'GET', `/consignment/upspaperless/${mine}/${doc.id}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/consignment/upspaperless/${id}/${doc.id}`)).statusCode).toBe(200);
  });

  it('takes documents only for UPS shipments to destinations that accept them', async () => {
    for (const id of [await upsTo('DE'), await upsTo('NO', 116)]) {
      const list = (await call(user, 'GET', `/consignment/upspaperless/${id}`)).json();
      expect(list.accepted).toBe(false);
      const res = await upload(user, id, { name: 'a.pdf', type: 'application/pdf', bytes: pdf });
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toEqual(['paperless.not_accepted']);
    }
  });

  it('refuses the demo user, an upload without a file and an unknown document type', async () => {
    const id = await upsTo('US');
    const demo = await signInDemo(t.app);
    const refused = await upload(demo, id, { name: 'a.pdf', type: 'application/pdf', bytes: pdf });
    expect(refused.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/consignment/upspaperless/${id}?documentType=other`,
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(errorCodes(json)).toEqual(['paperless.file_missing']);
    const badType = await upload(user, id, { name: 'a.pdf', type: 'application/pdf', bytes: pdf }, 'invoice');
    expect(badType.statusCode).toBe(400);
    expect(errorCodes(badType)).toEqual(['validation.failed']);
  });

  it('sends the saved customs invoice as the commercial invoice, replacing the one sent before', async () => {
    const id = await upsTo('US');
    const missing = await call(user, 'POST', `/consignment/upspaperless/${id}/invoice`);
    expect(missing.statusCode).toBe(404);
    expect(errorCodes(missing)).toEqual(['customs.invoice_missing']);

    await t.app.inject({
      method: 'PUT',
      url: `/api/consignment/customs/${id}`,
      headers: user.headers,
      payload: completeInvoice({ invoiceNo: 'EDI-55' }),
    });
    const sent = await call(user, 'POST', `/consignment/upspaperless/${id}/invoice`);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      documentType: 'commercialInvoice',
      generated: true,
      fileName: 'invoice-EDI-55.pdf',
      contentType: 'application/pdf',
    });
    const again = await call(user, 'POST', `/consignment/upspaperless/${id}/invoice`);
    expect(again.statusCode).toBe(201);
    const docs = (await call(user, 'GET', `/consignment/upspaperless/${id}`)).json().documents;
    expect(docs).toHaveLength(1);
    expect(docs[0].id).toBe(again.json().id);
    const file = await call(user, 'GET', `/consignment/upspaperless/${id}/${docs[0].id}`);
    expect((await readPdf(file.rawPayload))[0]!.text).toContain('EDI-55');
  });
});
