import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { bookShipment } from './helpers/booked-shipment.ts';
import { consignment, eurPallet, parcel } from './helpers/consignments.ts';
import { readPdf } from './helpers/read-documents.ts';
import { caller } from './helpers/shipments.ts';

// API answers over 1 KB go compressed as the client asks (decision 350); PDFs and small answers
// go as they are.

const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let demo: Session;
let user: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  [demo, user] = await Promise.all([signInDemo(t.app), signIn(t.app, USERS.user)]);
});
afterAll(() => t.close());

/** bench/run.ts's request: 2 EUR pallets Stockholm → Göteborg and a parcel Stockholm → Berlin. */
const BENCH_BODY = [
  consignment({ goods: [eurPallet(600, 2)] }),
  consignment({ to: ['DE', '10115'], goods: [parcel(8)] }),
];
const price = (acceptEncoding?: string) =>
  call(
    demo,
    'POST',
    '/consignment/price',
    BENCH_BODY,
    acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  );

describe('a price answer', () => {
  it('comes as it is to a client that accepts no encoding, and is over 1 KB', async () => {
    const plain = await price();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().priceResult).toHaveLength(13);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    // A browser's header: brotli is preferred where both are accepted.
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    'with accept-encoding "%s" comes as %s within 4 KB, reading back as the same JSON',
    async (accept, encoding, inflate) => {
      const plain = await price();
      const packed = await price(accept);
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(String(packed.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(packed.headers['content-type']).toContain('application/json');
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(packed.rawPayload.length).toBeLessThanOrEqual(4096);
      expect(JSON.parse(inflate(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );
});

describe('what is not compressed', () => {
  it('an answer under 1 KB, even when the client accepts brotli', async () => {
    const res = await call(null, 'GET', '/config', undefined, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('a PDF download: sent as the PDF it is, with its length, and still read as a PDF', async () => {
    const booked = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket', packages: 2 });
    const res = await call(
      user,
      'POST',
      `/consignment/print/${booked.consignmentId}/?format=PDF`,
      undefined,
      {
        'accept-encoding': 'br, gzip',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const pages = await readPdf(res.rawPayload, 72);
    expect(pages[0]?.text).toContain(booked.consignmentNo);
  });
});
