import { describe, expect, it } from 'vitest';
import { bookingRequest, goodsLine } from './helpers/carrier-requests.ts';
import { booked, ctx } from './helpers/sandbox-carriers.ts';
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
