import type { ServicePoint } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingAnswer, bookShipment } from './helpers/booked-shipment.ts';
import { sql } from './helpers/database.ts';
import { readPdf } from './helpers/read-documents.ts';
import { caller } from './helpers/shipments.ts';

// GET /servicepoint and a service point through booking and printing (issue 31.6). What each
// sandbox carrier answers is in carriers-service-points.test.ts.

const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let user: Session;
let other: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  [user, other] = await Promise.all([signIn(t.app, USERS.user), signIn(t.app, USERS.other)]);
});
afterAll(() => t.close());

const points = (s: Session | null, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/servicepoint?${query}`, headers: s?.headers ?? {} });

async function firstPoint(supplierId: number, postcode = '41101'): Promise<ServicePoint> {
  const res = await points(user, `supplierId=${supplierId}&postcode=${postcode}&countryCode=SE`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().servicePoints[0];
}

describe('GET /api/servicepoint', () => {
  it("answers the carrier's points near the postcode, nearest first, the same each time", async () => {
    const res = await points(user, 'supplierId=116&postcode=411%2001&countryCode=se');
    expect(res.statusCode).toBe(200);
    const list = res.json().servicePoints as ServicePoint[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((p) => p.carrierCode === 116 && p.city === 'Göteborg' && p.postcode === '41101')).toBe(
      true,
    );
    const again = await points(other, 'supplierId=116&postcode=41101');
    expect(again.json()).toEqual(res.json());
  });

  it('keeps to the limit and gives UPS access points their type', async () => {
    const res = await points(user, 'supplierId=225&postcode=11122&limit=3');
    expect(res.statusCode).toBe(200);
    const list = res.json().servicePoints as ServicePoint[];
    expect(list).toHaveLength(3);
    expect(list.every((p) => p.accessPointType?.startsWith('UPS Access Point'))).toBe(true);
  });

  it('says "No pickup points (or access points) for given postal code" where there are none', async () => {
    const res = await points(user, 'supplierId=116&postcode=99999');
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['servicepoint.not_found']);
    expect(res.json().message).toBe('No pickup points (or access points) for given postal code');
  });

  it.each([
    ['supplierId=116', 'validation.failed'],
    ['postcode=41101', 'validation.failed'],
    ['supplierId=abc&postcode=41101', 'validation.failed'],
    ['supplierId=116&postcode=41101&limit=0', 'validation.failed'],
    ['supplierId=116&postcode=41101&limit=500', 'validation.failed'],
    ['supplierId=116&postcode=41101&countryCode=SWE', 'validation.failed'],
    ['supplierId=116&postcode=4110', 'postcode.invalid'],
    ['supplierId=116&postcode=%00', 'validation.failed'],
    ['supplierId=71&postcode=41101', 'servicepoint.carrier_unknown'],
    ['supplierId=9999&postcode=41101', 'servicepoint.carrier_unknown'],
  ])('refuses %s with a 400 and its code, never a 500', async (query, code) => {
    const res = await points(user, query);
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual([code]);
  });

  it('asks for a session', async () => {
    const res = await points(null, 'supplierId=116&postcode=41101');
    expect(res.statusCode).toBe(401);
  });
});

describe('a service point through booking', () => {
  const template = 'ups_standard_nopickup';

  it('refuses to book a service point template without its point, with a coded error', async () => {
    const { answer } = await bookingAnswer(t.app, user, { templateName: template, noPickup: true });
    expect(answer.statusCode).toBe(422);
    expect(errorCodes(answer)).toEqual(['booking.carrier_refused', 'booking.service_point_missing']);
  });

  it("refuses another carrier's point", async () => {
    const dhl = await firstPoint(116);
    const { answer } = await bookingAnswer(t.app, user, {
      templateName: template,
      noPickup: true,
      servicePoint: dhl,
    });
    expect(answer.statusCode).toBe(422);
    expect(errorCodes(answer)).toContain('booking.service_point_carrier');
  });

  it('sends the chosen point to the carrier, keeps it, and prints it on the waybill and the label', async () => {
    const point = await firstPoint(225);
    const booked = await bookShipment(t.app, user, {
      templateName: template,
      noPickup: true,
      servicePoint: point,
    });
    const [sent] = await sql<{ point: ServicePoint }>(
      t.databaseUrl,
      `SELECT request->'servicePoint' AS point FROM booking_attempts WHERE order_no = $1 OR order_no IN
         (SELECT temporary_order_no FROM orders WHERE order_no = $1) ORDER BY id DESC LIMIT 1`,
      [booked.orderNo],
    );
    expect(sent?.point).toEqual(point);

    const read = await call(user, 'GET', `/consignment/${booked.consignmentId}`);
    expect(read.json().consignments[0].transportProduct.servicePoint).toEqual(point);
    // Another company's user finds no such consignment.
    expect((await call(other, 'GET', `/consignment/${booked.consignmentId}`)).statusCode).toBe(404);

    const waybill = await readPdf(
      (await call(user, 'POST', `/consignment/print/${booked.consignmentId}/?format=PDF`)).rawPayload,
      100,
    );
    const text = waybill[0]!.text;
    expect(text).toContain('Utlämningsställe / Service point');
    expect(text).toContain(point.name);
    expect(text).toContain(point.street);
    expect(text).toContain(`ID: ${point.id}`);

    const labels = await readPdf(
      (await call(user, 'POST', `/consignment/print/${booked.consignmentId}/?format=LABEL`)).rawPayload,
    );
    for (const label of labels) {
      expect(label.text).toContain('UTLÄMNINGSSTÄLLE / SERVICE POINT');
      expect(label.text).toContain(`${point.name} · ID ${point.id}`);
      // The package's barcode still scans below the point's zone.
      expect((await label.barcodes()).length).toBeGreaterThan(0);
    }
  });

  it('books a door-to-door template without a point, and never tells its carrier of a stray one', async () => {
    const point = await firstPoint(225);
    const booked = await bookShipment(t.app, user, { templateName: 'ups_standard', servicePoint: point });
    const [sent] = await sql<{ point: ServicePoint | null }>(
      t.databaseUrl,
      `SELECT request->'servicePoint' AS point FROM booking_attempts WHERE order_no = $1 OR order_no IN
         (SELECT temporary_order_no FROM orders WHERE order_no = $1) ORDER BY id DESC LIMIT 1`,
      [booked.orderNo],
    );
    expect(sent?.point).toBeNull();
    const waybill = await readPdf(
      (await call(user, 'POST', `/consignment/print/${booked.consignmentId}/?format=PDF`)).rawPayload,
      100,
    );
    expect(waybill[0]!.text).not.toContain('Service point');
  });
});
