import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from '../helpers/auth.ts';
import { withDb } from '../helpers/factories.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { closedPort, type S3TestServer, startS3Server } from '../helpers/s3-server.ts';
import { createShipment } from '../helpers/shipment-factory.ts';

let s3: S3TestServer;
let t: TestApp;
let user: Session;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ files: { store: 's3', ...s3.settings } });
  user = await signIn(t.app, USERS.user);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

// A PDF by its first bytes, then every byte value: what comes back must be the very same bytes.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

function upload(app: TestApp, id: number, session = user) {
  const { payload, headers } = multipartFile({ name: 'faktura.pdf', type: 'application/pdf', bytes: pdf });
  return app.app.inject({
    method: 'POST',
    url: `/api/consignment/upspaperless/${id}?documentType=commercialInvoice`,
    payload,
    headers: { ...headers, ...session.headers },
  });
}

const upsToUs = async (app: TestApp) =>
  (await createShipment(app.databaseUrl, { customerId: USERS.user.id, to: 'US', carrier: 225 })).id;

const storageKey = (documentId: number) =>
  withDb(t.databaseUrl, async (db) => {
    const [row] = await db
      .select({ key: schema.paperlessDocuments.storageKey })
      .from(schema.paperlessDocuments)
      .where(eq(schema.paperlessDocuments.id, documentId));
    return row!.key;
  });

describe('UPS paperless documents in an S3 bucket', () => {
  it('uploads into the bucket, downloads from it and deletes from it', async () => {
    const id = await upsToUs(t);
    const created = await upload(t, id);
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    const key = await storageKey(doc.id);
    expect(key).toMatch(new RegExp(`^paperless/${id}/`));
    expect(await s3.object(key)).toEqual(pdf);

    const url = `/api/consignment/upspaperless/${id}/${doc.id}`;
    const download = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);

    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(204);
    expect(await s3.object(key)).toBeNull();
  });

  it('reads the file from the bucket on every download: gone there, not found here', async () => {
    const id = await upsToUs(t);
    const doc = (await upload(t, id)).json();
    const key = await storageKey(doc.id);
    await s3.removeObject(key);
    expect(await s3.object(key)).toBeNull();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/upspaperless/${id}/${doc.id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['paperless.not_found']);
  });

  it('answers 503 with Retry-After while the bucket is out of reach, and keeps no document', async () => {
    const down = await createTestApp({
      files: { store: 's3', ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const id = await upsToUs(down);
      const session = await signIn(down.app, USERS.user);
      const res = await upload(down, id, session);
      expect(res.statusCode).toBe(503);
      expect(errorCodes(res)).toEqual(['service.unavailable']);
      expect(res.headers['retry-after']).toBe('10');
      const list = await down.app.inject({
        method: 'GET',
        url: `/api/consignment/upspaperless/${id}`,
        headers: session.headers,
      });
      expect(list.json().documents).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
