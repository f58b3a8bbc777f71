import { describe, expect, it } from 'vitest';
import { bookingRequest, goodsLine } from './helpers/carrier-requests.ts';
import { booked, ctx } from './helpers/sandbox-carriers.ts';
import { completeInvoice } from './helpers/shipment-factory.ts';
import { upsShipAnswer, useUpsLive } from './helpers/ups-live.ts';

// UPS live against UPS's own documents (Prism): every request is checked by UPS's schema, and a
// request that breaks it fails its test (helpers/ups-contract.ts).

const ups = useUpsLive();
const SHIP = { method: 'POST', path: /\/api\/shipments\/v2409\/ship$/ };

describe('the contract harness', () => {
  it('catches a request UPS’s schema refuses, with the property it misses', async () => {
    const res = await fetch(`${ups.ups.base}/api/shipments/v2409/ship`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer t',
        'content-type': 'application/json',
        transId: 'x',
        transactionSrc: 'skeppa',
      },
      body: JSON.stringify({ ShipmentRequest: { Request: {}, Shipment: { Description: 'x' } } }),
    });
    expect(res.status).toBe(400);
    const found = ups.ups.violations.splice(0).map((v) => v.message);
    expect(found.some((m) => m.includes("must have required property 'Shipper'"))).toBe(true);
  });
});

describe('UPS live: booking', () => {
  it('books from Prism’s own example answer, and the same key answers without a second Ship', async () => {
    const adapter = ups.live.adapter;
    // Prism answers one package, whatever was asked: one is asked.
    const req = bookingRequest(225, { goodsItems: [goodsLine(5)] });
    const first = booked(await adapter.book(req, ctx(225)));
    expect(first.sandbox).toBe(false);
    expect(first.consignmentNo).not.toBe('');
    const again = booked(await adapter.book(req, ctx(225)));
    expect(again.consignmentNo).toBe(first.consignmentNo);
    const ships = ups.ups.calls.filter((c) => c.url.endsWith('/ship'));
    expect(ships).toHaveLength(1);
    expect(ships[0]?.prismStatus).toBe(200);
  });

  it('books a realistic answer: a 1Z per package, in request order with its goods line', async () => {
    ups.ups.answer(SHIP, upsShipAnswer);
    const result = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    expect(result.packages.map((p) => p.goodsLine)).toEqual([0, 0, 1]);
    expect(result.packages[0]?.number).toBe(result.consignmentNo);
    expect(result.consignmentNo).toMatch(/^1ZA1B2C311/);
  });
});

describe('UPS live: after booking', () => {
  it('orders the pickup with the booking, voids it and cancels the pickup, each as UPS documents them', async () => {
    ups.ups.answer(SHIP, upsShipAnswer);
    const result = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    const pickup = ups.ups.calls.find((c) => c.url.includes('/pickupcreation/'));
    expect(pickup?.prismStatus).toBe(200);
    const sent = JSON.parse(pickup?.body ?? '{}').PickupCreationRequest;
    expect(sent.PickupDateInfo).toEqual({ CloseTime: '1600', ReadyTime: '0900', PickupDate: '20260302' });
    expect(sent.TrackingData).toHaveLength(3);
    expect(await ups.live.adapter.cancel(result.consignmentNo, ctx(225))).toEqual({ ok: true });
    const voided = ups.ups.calls.find((c) => c.method === 'DELETE' && c.url.includes('/void/cancel/'));
    expect(voided?.url).toContain(result.consignmentNo);
    expect(ups.ups.calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/pickup/02'))).toBe(true);
    // Cancelled: asked again, nothing more is sent.
    const before = ups.ups.calls.length;
    expect(await ups.live.adapter.cancel(result.consignmentNo, ctx(225))).toEqual({ ok: true });
    expect(ups.ups.calls.length).toBe(before);
  });

  it('tracks through UPS’s Track API into our statuses, oldest first', async () => {
    ups.ups.answer(SHIP, upsShipAnswer);
    const result = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    const tracking = await ups.live.adapter.track(result.consignmentNo, ctx(225));
    expect(tracking?.consignmentNo).toBe(result.consignmentNo);
    // Prism's example activity: 2021-02-10 07:13:56 at offset -05:00, status code 003.
    expect(tracking?.events[0]).toMatchObject({ at: '2021-02-10T07:13:56-05:00', status: 'confirmed' });
    const track = ups.ups.calls.find((c) => c.url.includes('/track/v1/details/'));
    expect(track?.prismStatus).toBe(200);
  });

  it('finds access points through the Locator API, asked by the postcode and its city', async () => {
    ups.ups.answer(
      { method: 'POST', path: /\/api\/locations\/v3\/search\/availabilities\/64$/ },
      {
        status: 200,
        body: {
          LocatorResponse: {
            Response: { ResponseStatusCode: '1', ResponseStatusDescription: 'Success' },
            SearchResults: {
              DropLocation: [
                {
                  LocationID: '358961',
                  AddressKeyFormat: {
                    ConsigneeName: 'Pressbyrån Sveavägen',
                    AddressLine: 'Sveavägen 20',
                    PoliticalDivision2: 'Stockholm',
                    PostcodePrimaryLow: '111 57',
                    CountryCode: 'SE',
                  },
                  Distance: { Value: '0.4', UnitOfMeasurement: { Code: 'KM' } },
                  AccessPointInformation: {
                    PublicAccessPointID: 'U12345678',
                    AccessPointStatus: { Code: '01', Description: 'Active-available' },
                  },
                },
              ],
            },
          },
        },
      },
    );
    const points = await ups.live.adapter.servicePoints(
      { postcode: '11122', countryCode: 'SE', limit: 5 },
      ctx(225),
    );
    expect(points).toMatchObject([
      { id: 'U12345678', postcode: '11157', city: 'Stockholm', distanceMetres: 400 },
    ]);
    const call = ups.ups.calls.find((c) => c.url.includes('/locations/v3/search/availabilities/64'));
    const origin = JSON.parse(call?.body ?? '{}').LocatorRequest.OriginAddress.AddressKeyFormat;
    expect(origin).toMatchObject({
      PostcodePrimaryLow: '11122',
      PoliticalDivision2: 'Stockholm',
      CountryCode: 'SE',
    });
  });

  it('uploads a paperless document and pushes it to the booked shipment', async () => {
    ups.ups.answer(SHIP, upsShipAnswer);
    const result = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    const id = await ups.live.adapter.uploadDocument?.(
      {
        fileName: 'invoice.pdf',
        format: 'pdf',
        type: 'commercialInvoice',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
      ctx(225),
    );
    expect(id).toBeTruthy();
    await ups.live.adapter.attachDocuments?.(result.consignmentNo, [id as string], ctx(225));
    const push = ups.ups.calls.find((c) => c.url.endsWith('/paperlessdocuments/v2/image'));
    expect(push?.prismStatus).toBe(200);
    expect(JSON.parse(push?.body ?? '{}').PushToImageRepositoryRequest.ShipmentIdentifier).toBe(
      result.consignmentNo,
    );
  });
});

describe('UPS live: customs', () => {
  it('sends the customs invoice as UPS’s InternationalForms for goods leaving the EU, and not within it', async () => {
    const req = bookingRequest(225, { customsInvoice: completeInvoice({ invoiceNo: 'INV-77' }) });
    const consignee = req.parts.find((p) => p.role === 'consignee');
    Object.assign(consignee!.address, { postcode: '0150', city: 'Oslo', countrycode: 'NO' });
    ups.ups.answer(SHIP, upsShipAnswer);
    booked(await ups.live.adapter.book(req, ctx(225)));
    const [ship] = ups.ups.calls.filter((c) => c.url.endsWith('/ship'));
    const forms = JSON.parse(ship?.body ?? '{}').ShipmentRequest.Shipment.ShipmentServiceOptions
      .InternationalForms;
    expect(forms).toMatchObject({ FormType: ['01'], InvoiceNumber: 'INV-77', InvoiceDate: '20261120' });
    expect(forms.Product[0]).toMatchObject({ Unit: { UnitOfMeasurement: { Code: 'PCS' } } });
    expect(ship?.prismStatus).toBe(200);

    ups.ups.reset();
    ups.ups.answer(SHIP, upsShipAnswer);
    booked(await ups.live.adapter.book(bookingRequest(225, { customsInvoice: completeInvoice() }), ctx(225)));
    const [domestic] = ups.ups.calls.filter((c) => c.url.endsWith('/ship'));
    expect(
      JSON.parse(domestic?.body ?? '{}').ShipmentRequest.Shipment.ShipmentServiceOptions,
    ).toBeUndefined();
  });
});
