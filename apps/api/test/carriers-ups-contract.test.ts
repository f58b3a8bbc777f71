import { servicePointSchema, trackingEventSchema } from '@skeppa/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarrierAdapter } from '../src/modules/carriers/types.ts';
import { bookingRequest, goodsLine } from './helpers/carrier-requests.ts';
import { booked, ctx, refused, useSandboxCarriers } from './helpers/sandbox-carriers.ts';
import { upsShipAnswer, useUpsLive } from './helpers/ups-live.ts';

// One contract for UPS, kept by the sandbox and by the live adapter on UPS's documents alike: what
// the rest of the product may count on, whichever of the two books. Neither can drift alone.

const sandbox = useSandboxCarriers();
const live = useUpsLive();

const SHIP = { method: 'POST', path: /\/api\/shipments\/v2409\/ship$/ };
const LOCATOR = { method: 'POST', path: /\/api\/locations\/v3\/search\/availabilities\/64$/ };

/** UPS's Locator answer with three access points, the farthest first (UPS does not promise order). */
const locatorAnswer = {
  status: 200,
  body: {
    LocatorResponse: {
      Response: { ResponseStatusCode: '1' },
      SearchResults: {
        DropLocation: [1.8, 0.2, 0.9].map((km, i) => ({
          LocationID: String(100 + i),
          AddressKeyFormat: {
            ConsigneeName: `Ombud ${i}`,
            AddressLine: `Gatan ${i + 1}`,
            PoliticalDivision2: 'Göteborg',
            PostcodePrimaryLow: '41101',
            CountryCode: 'SE',
          },
          Distance: { Value: String(km), UnitOfMeasurement: { Code: 'KM' } },
          AccessPointInformation: {
            PublicAccessPointID: `U0000000${i}`,
            AccessPointStatus: { Code: '01', Description: 'Active-available' },
          },
        })),
      },
    },
  },
};

const subjects: [string, () => CarrierAdapter][] = [
  ['sandbox', () => sandbox.a.forCarrier(225)],
  ['live on UPS’s documents', () => live.live.adapter],
];

beforeEach(() => {
  // The live adapter's UPS answers every Ship and Locator as UPS would; the sandbox asks nothing.
  live.ups.answer(SHIP, upsShipAnswer, 100);
  live.ups.answer(LOCATOR, locatorAnswer, 100);
});

describe.each(subjects)('UPS %s', (_name, adapter) => {
  it('books one number per package in request order, the first naming the shipment', async () => {
    const result = booked(await adapter().book(bookingRequest(225), ctx(225)));
    expect(result.packages.map((p) => p.goodsLine)).toEqual([0, 0, 1]);
    expect(result.packages[0]?.number).toBe(result.consignmentNo);
    expect(new Set(result.packages.map((p) => p.number)).size).toBe(3);
  });

  it('answers a repeated key with its booking', async () => {
    const req = bookingRequest(225);
    const first = booked(await adapter().book(req, ctx(225)));
    const again = booked(await adapter().book(req, ctx(225)));
    expect(again.consignmentNo).toBe(first.consignmentNo);
    expect(again.packages).toEqual(first.packages);
  });

  it('refuses what UPS refuses, in the same codes', async () => {
    const req = bookingRequest(225);
    const noReceiver = refused(
      await adapter().book({ ...req, parts: req.parts.filter((p) => p.role !== 'consignee') }, ctx(225)),
    );
    expect(noReceiver.map((e) => e.code)).toContain('carrier.consignee.missing');
    const heavy = refused(
      await adapter().book(bookingRequest(225, { goodsItems: [goodsLine(71)] }), ctx(225)),
    );
    expect(heavy.map((e) => e.code)).toContain('carrier.package.too_heavy');
  });

  it('cancels, cancels again without harm, and a cancelled key books anew', async () => {
    const req = bookingRequest(225);
    const first = booked(await adapter().book(req, ctx(225)));
    expect(await adapter().cancel(first.consignmentNo, ctx(225))).toEqual({ ok: true });
    expect(await adapter().cancel(first.consignmentNo, ctx(225))).toEqual({ ok: true });
    const anew = booked(await adapter().book(req, ctx(225)));
    expect(anew.consignmentNo).not.toBe(first.consignmentNo);
  });

  it('knows a booking only for the account that made it', async () => {
    const { consignmentNo } = booked(await adapter().book(bookingRequest(225), ctx(225)));
    const stranger = { customerId: 99, account: 'Z9Z9Z9' };
    expect(await adapter().track(consignmentNo, stranger)).toBeNull();
    expect(await adapter().cancel(consignmentNo, stranger)).toMatchObject({
      ok: false,
      errors: [{ code: 'carrier.booking_unknown' }],
    });
  });

  it('tracks in our event shape, oldest first', async () => {
    const { consignmentNo } = booked(await adapter().book(bookingRequest(225), ctx(225)));
    const tracking = await adapter().track(consignmentNo, ctx(225));
    expect(tracking?.consignmentNo).toBe(consignmentNo);
    const events = tracking?.events ?? [];
    for (const e of events) expect(trackingEventSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('answers access points as our service points, nearest first, at most the limit', async () => {
    const points = await adapter().servicePoints(
      { postcode: '41101', countryCode: 'SE', limit: 2 },
      ctx(225),
    );
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(2);
    for (const p of points) expect(servicePointSchema.safeParse(p).success, JSON.stringify(p)).toBe(true);
    const distances = points.map((p) => p.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(points.every((p) => p.carrierCode === 225 && /^U\d{8}$/.test(p.id))).toBe(true);
  });

  it('takes a paperless document and answers UPS’s document id', async () => {
    live.ups.answer(
      { method: 'POST', path: /\/paperlessdocuments\/v2\/upload$/ },
      {
        status: 200,
        body: {
          UploadResponse: {
            Response: { ResponseStatus: { Code: '1', Description: 'Success' } },
            FormsHistoryDocumentID: { DocumentID: ['2026-03-02-08.00.00.123456'] },
          },
        },
      },
    );
    const id = await adapter().uploadDocument?.(
      { fileName: 'invoice.pdf', format: 'pdf', type: 'commercialInvoice', bytes: Buffer.from('%PDF-1.4\n') },
      ctx(225),
    );
    expect(id).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}\.\d{2}\.\d{2}\.\d{6}$/);
  });
});
