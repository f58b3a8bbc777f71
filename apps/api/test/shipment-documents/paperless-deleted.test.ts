import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { signIn, USERS } from '../helpers/auth.ts';
import { sql } from '../helpers/database.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createShipment } from '../helpers/shipment-factory.ts';

// A deleted shipment's paperless documents leave the file store (consignment.deleted): this app
// works its jobs, so the event's subscriber runs as in production.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { enabled: true, pollingIntervalSeconds: 0.5 } });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n% commercial invoice\n%%EOF\n');

it('removes the files of a deleted shipment, and only those', async () => {
  const user = await signIn(t.app, USERS.user);
  const keep = (
    await createShipment(t.databaseUrl, {
      customerId: USERS.user.id,
      to: 'US',
      carrier: 225,
      consignmentNo: null,
    })
  ).id;
  const gone = (
    await createShipment(t.databaseUrl, {
      customerId: USERS.user.id,
      to: 'US',
      carrier: 225,
      consignmentNo: null,
    })
  ).id;
  for (const id of [keep, gone]) {
    const { payload, headers } = multipartFile({ name: 'faktura.pdf', type: 'application/pdf', bytes: PDF });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/consignment/upspaperless/${id}?documentType=commercialInvoice`,
      payload,
      headers: { ...headers, ...user.headers },
    });
    expect(res.statusCode).toBe(201);
  }
  const keys = await sql<{ consignment_id: number; storage_key: string }>(
    t.databaseUrl,
    'SELECT consignment_id, storage_key FROM paperless_documents WHERE consignment_id = ANY($1)',
    [[keep, gone]],
  );
  const keyOf = (id: number) => keys.find((k) => k.consignment_id === id)!.storage_key;

  const deleted = await t.app.inject({
    method: 'POST',
    url: '/api/consignment/delete/',
    payload: [gone],
    headers: user.headers,
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  await vi.waitFor(async () => expect(await t.app.files.get(keyOf(gone))).toBeNull(), {
    timeout: 15_000,
    interval: 200,
  });
  expect(await t.app.files.get(keyOf(keep))).toEqual(PDF);
});
