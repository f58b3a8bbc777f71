import { Writable } from 'node:stream';
import { bookingPriceInput } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { key } from './helpers/bookings.ts';
import { carrierLabelGif } from './helpers/carrier-label-gif.ts';
import { sql } from './helpers/database.ts';
import { readPdf } from './helpers/read-documents.ts';
import { caller, fullConsignment } from './helpers/shipments.ts';
import { useUpsContract } from './helpers/ups-contract.ts';
import { upsShipAnswer, upsTestConfig } from './helpers/ups-live.ts';
import { parseZpl } from './helpers/zpl-parse.ts';

// The whole product with UPS live on UPS's own documents (Prism): a UPS shipment priced, booked,
// printed with UPS's label, tracked, cancelled, given an access point and paperless documents.

const contract = useUpsContract();
const TODAY = '2026-11-23';
const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;
const SHIP = { method: 'POST', path: /\/api\/shipments\/v2409\/ship$/ };
const TOKEN = { method: 'POST', path: /^\/security\/v1\/oauth\/token$/ };
const SECRET_TOKEN = 'live-token-9f8e7d6c5b4a';

let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
let clock = BOOKED_AT;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    today: () => TODAY,
    bookingsNow: () => clock,
    jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
    carriers: { mode: 'sandbox', ups: upsTestConfig(contract.ups.base), upsBackoffMs: 5 },
    logLevel: 'info',
    logFormat: 'json',
    logDestination: new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t?.close());

const labelOf = (packageNo: string) => carrierLabelGif(packageNo).gif;

/** A UPS Standard shipment Stockholm → Göteborg priced, saved and booked live: its order. */
async function bookedUps(packages = 1, label = labelOf) {
  const c = fullConsignment({ templateName: 'ups_standard', pickupDate: '2026-11-25' });
  c.goodsItem[0]!.noOfPackages = packages;
  const terms = { consigneeType: 'company', noPickup: false, insured: false, goodsValue: null } as const;
  const priced = await call(user, 'POST', '/consignment/price/', [bookingPriceInput(terms, c)]);
  const quote = priced
    .json()
    .priceResult.find((q: { templateName: string }) => q.templateName === 'ups_standard');
  expect(quote, 'UPS Standard is priced from the tariffs, as in the sandbox').toBeDefined();
  const saved = (await call(user, 'POST', '/consignment/?temp=1', c)).json().consignments[0];
  const order = await call(user, 'POST', '/order/', {
    consignmentId: saved.consignmentId,
    templateName: 'ups_standard',
    calculatedPrice: quote.price,
  });
  expect(order.statusCode).toBe(201);
  contract.ups.answer(SHIP, (c) => upsShipAnswer(c, label));
  const res = await call(user, 'PUT', '/order/book/', { orderNo: order.json().orderNo }, key());
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return { ...res.json(), consignmentId: saved.consignmentId as number };
}

describe('UPS live in the product', () => {
  it('says so at start and in /api/health, and keeps the client secret and token out of the log', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().carriers).toEqual(
      expect.arrayContaining([
        { code: 225, mode: 'live', circuit: 'closed' },
        { code: 131, mode: 'sandbox' },
      ]),
    );
    expect(logs.join('')).toContain('UPS books live');
  });

  it('books a UPS shipment live: UPS’s numbers on the order, the request as UPS documents it', async () => {
    contract.ups.answer(TOKEN, { status: 200, body: { access_token: SECRET_TOKEN, expires_in: '14399' } });
    const order = await bookedUps(2);
    expect(order.consignmentNo).toMatch(/^1ZA1B2C311\d{8}$/);
    const ship = contract.ups.calls.find((c) => c.url.endsWith('/ship'));
    const sent = JSON.parse(ship?.body ?? '{}').ShipmentRequest.Shipment;
    expect(sent.Shipper).toMatchObject({ ShipperNumber: 'A1B2C3', Name: 'Lagerhuset AB' });
    expect(sent.ShipTo.Address).toMatchObject({ City: 'Göteborg', PostalCode: '41101', CountryCode: 'SE' });
    expect(sent.Service.Code).toBe('11');
    expect(sent.Package).toHaveLength(2);
    expect(contract.ups.calls.some((c) => c.url.includes('/pickupcreation/'))).toBe(true);
    const packages = await sql(
      t.databaseUrl,
      'SELECT number FROM consignment_packages WHERE consignment_id = $1 ORDER BY sequence',
      [order.consignmentId],
    );
    expect(packages.map((p) => p.number)[0]).toBe(order.consignmentNo);
  });

  it('prints UPS’s own label: the image on the thermal page and as a graphic in ZPL', async () => {
    const order = await bookedUps(2);
    const label = await call(user, 'POST', `/consignment/print/${order.consignmentId}/?format=LABEL`);
    expect(label.statusCode).toBe(200);
    const pages = await readPdf(label.rawPayload, 150);
    expect(pages).toHaveLength(2);
    const images = await pages[0]!.images();
    expect(images).toHaveLength(1);
    expect(images[0]!.pixels).toEqual([800, 1200]);
    const read = await pages[0]!.barcodes();
    expect(read.map((r) => r.text)).toContain(order.consignmentNo);
    const zpl = await call(user, 'POST', `/consignment/print/${order.consignmentId}/?format=ZPL`);
    const labels = parseZpl(zpl.body);
    expect(labels).toHaveLength(2);
    expect(labels.every((l) => l.graphics.length === 1)).toBe(true);
    // UPS's label, not ours: none of our texts (the sandbox mark, the addresses) is drawn over it.
    expect(zpl.body).not.toContain('SANDBOX');
  });

  it('refuses a shipment whose UPS label cannot be read, by name, and prints the others', async () => {
    const bad = await bookedUps(1, () => Buffer.from('no image at all'));
    const good = await bookedUps(1);
    const single = await call(user, 'POST', `/consignment/print/${bad.consignmentId}/?format=LABEL`);
    expect(single.statusCode).toBe(502);
    expect(single.json().errors[0].code).toBe('print.carrier_label_unreadable');
    const both = await call(user, 'POST', '/consignment/print?format=LABEL', [
      bad.consignmentId,
      good.consignmentId,
    ]);
    expect(both.statusCode).toBe(200);
    expect(JSON.parse(String(both.headers['x-skeppa-refused']))).toEqual([
      { id: bad.consignmentId, reason: 'carrierLabelUnreadable' },
    ]);
    expect(await readPdf(both.rawPayload, 72)).toHaveLength(1);
  });

  it('follows the shipment through UPS’s Track API into the timeline', async () => {
    const order = await bookedUps();
    await vi.waitFor(
      async () =>
        expect(
          await sql(t.databaseUrl, 'SELECT 1 FROM shipment_tracking WHERE order_no = $1', [order.orderNo]),
        ).toHaveLength(1),
      { timeout: 20_000, interval: 100 },
    );
    contract.ups.answer(
      { method: 'GET', path: new RegExp(`/api/track/v1/details/${order.consignmentNo}$`) },
      {
        status: 200,
        body: {
          trackResponse: {
            shipment: [
              {
                inquiryNumber: order.consignmentNo,
                package: [
                  {
                    trackingNumber: order.consignmentNo,
                    deliveryDate: [{ type: 'SDD', date: '20261126' }],
                    activity: [
                      {
                        location: { address: { city: 'Jonkoping', countryCode: 'SE' } },
                        status: {
                          type: 'I',
                          code: 'DP',
                          description: 'Departed from Facility',
                          statusCode: '005',
                        },
                        date: '20261125',
                        time: '220000',
                        gmtOffset: '+01:00',
                      },
                      {
                        location: { address: { city: 'Stockholm', countryCode: 'SE' } },
                        status: { type: 'P', code: 'PU', description: 'Pickup Scan', statusCode: '038' },
                        date: '20261125',
                        time: '141500',
                        gmtOffset: '+01:00',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        },
      },
      50,
    );
    const end = clock.getTime() + 60 * HOUR;
    while (clock.getTime() < end) {
      clock = new Date(clock.getTime() + 6 * HOUR);
      await t.app.tracking.pollDue();
    }
    clock = BOOKED_AT;
    const res = await call(user, 'GET', `/order/${order.orderNo}/tracking`);
    expect(res.statusCode).toBe(200);
    const events = res.json().events.map((e: { event: { status: string; carrierCode: string } }) => e.event);
    expect(events.map((e: { status: string }) => e.status)).toEqual(['inTransit', 'pickup']);
    expect(res.json().status).toBe('inTransit');
    expect(res.json().expectedDelivery).toBe('2026-11-26');
  });

  it('cancels by voiding at UPS', async () => {
    const order = await bookedUps();
    const res = await call(user, 'PUT', '/order/cancel/', { orderNo: order.orderNo });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const voided = contract.ups.calls.filter((c) => c.method === 'DELETE' && c.url.includes('/void/cancel/'));
    expect(voided.map((c) => c.url)).toEqual([`/api/shipments/v2409/void/cancel/${order.consignmentNo}`]);
  });

  it('answers access points from UPS’s Locator', async () => {
    contract.ups.answer(
      { method: 'POST', path: /\/api\/locations\// },
      {
        status: 200,
        body: {
          LocatorResponse: {
            Response: { ResponseStatusCode: '1' },
            SearchResults: {
              DropLocation: [
                {
                  LocationID: '1',
                  AddressKeyFormat: {
                    ConsigneeName: '7-Eleven Avenyn',
                    AddressLine: 'Avenyn 10',
                    PoliticalDivision2: 'Göteborg',
                    PostcodePrimaryLow: '41136',
                    CountryCode: 'SE',
                  },
                  Distance: { Value: '0.3', UnitOfMeasurement: { Code: 'KM' } },
                  AccessPointInformation: {
                    PublicAccessPointID: 'U00004711',
                    AccessPointStatus: { Code: '01', Description: 'Active-available' },
                  },
                },
              ],
            },
          },
        },
      },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/servicepoint?supplierId=225&postcode=41101&countryCode=SE',
      headers: user.headers,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().servicePoints ?? res.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'U00004711', name: '7-Eleven Avenyn' })]),
    );
  });

  it('never writes the client secret, the Basic credentials or the token to the log', () => {
    const text = logs.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain('skeppa-test-secret-never-logged');
    expect(text).not.toContain(
      Buffer.from('skeppa-test-client:skeppa-test-secret-never-logged').toString('base64'),
    );
    expect(text).not.toContain(SECRET_TOKEN);
  });
});
