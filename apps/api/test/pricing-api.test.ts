import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { consignment, eurPallet, parcel } from './helpers/consignments.ts';

let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const price = (s: Session | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/consignment/price/',
    headers: s?.headers,
    payload: body as object,
  });
const suppliers = (res: { json: () => { priceResult: { supplier: string }[] } }) =>
  [...new Set(res.json().priceResult.map((q) => q.supplier))].sort();

describe('POST /api/consignment/price', () => {
  it('prices two EUR pallets Stockholm → Göteborg with several carriers, cheapest first', async () => {
    const res = await price(user, [consignment({ goods: [eurPallet(600, 2)] })]);
    expect(res.statusCode).toBe(200);
    const { priceResult, errors } = res.json();
    expect(errors).toEqual([]);
    expect(suppliers(res)).toEqual(['DHL Freight', 'DSV']);
    const totals = priceResult.map((q: { total: number }) => q.total);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    const pall = priceResult.find((q: { templateName: string }) => q.templateName === 'dhl_freight_pall');
    // 2 × 1,150 × 1.1 (zone SE2) = 2,530; fuel 14.5 % = 366.85; big city (41101) 65; pickup 95.
    expect(pall.lines.map((l: { code: string; amount: number }) => [l.code, l.amount])).toEqual([
      ['freight', 2530],
      ['fuel', 366.85],
      ['pickup', 95],
      ['bigCity', 65],
    ]);
    expect(pall.price).toBe(3056.85);
    expect(pall.vat).toBe(764.21);
    expect(pall.total).toBe(3821.06);
    expect(pall.chargeableWeightRule).toBe('fixed');
  });

  it('prices a parcel Stockholm → Berlin with express and road services, without VAT', async () => {
    const res = await price(user, [consignment({ to: ['DE', '10115'], goods: [parcel(8)] })]);
    expect(suppliers(res)).toEqual(['DHL Express', 'DHL Freight', 'DSV', 'UPS']);
    for (const q of res.json().priceResult) {
      expect(q.vat).toBe(0);
      expect(q.price).toBeGreaterThan(0);
      expect(q.deliveryMaxDays).toBeGreaterThanOrEqual(q.deliveryMinDays);
    }
  });

  it('never offers PostNord or TNT', async () => {
    const res = await price(user, [
      consignment({ goods: [parcel(2)] }),
      consignment({ to: ['US', '10001'], goods: [parcel(2)] }),
    ]);
    const names = res.json().priceResult.map((q: { supplierId: number }) => q.supplierId);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(71);
    expect(names).not.toContain(210);
  });

  it('leaves out a carrier the customer turned off', async () => {
    const other = await signIn(t.app, USERS.other);
    const entry = (code: number, active: boolean) => ({
      code,
      name: 'x',
      logoName: 'x',
      priceSupplier: code,
      active,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/customer/carriers/${USERS.other.id}`,
      headers: other.headers,
      payload: [entry(131, true), entry(116, false), entry(4, true), entry(225, true)],
    });
    const res = await price(other, [consignment({ goods: [eurPallet(600, 2)] })]);
    expect(suppliers(res)).toEqual(['DSV']);
  });

  it('gives the agreement price list its lower prices', async () => {
    const other = await signIn(t.app, USERS.other); // price list 2
    const body = [consignment({ goods: [parcel(10)], to: ['US', '10001'] })];
    const std = (await price(user, body))
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'ups_express');
    const agr = (await price(other, body))
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'ups_express');
    expect(agr.lines[0].amount).toBeCloseTo(std.lines[0].amount * 0.9, 1);
  });

  it('is open to the demo user and closed to anonymous callers', async () => {
    const demo = await signInDemo(t.app);
    expect((await price(demo, [consignment({})])).json().priceResult.length).toBeGreaterThan(0);
    expect((await price(undefined, [consignment({})])).statusCode).toBe(401);
  });

  it('answers per consignment with deduplicated error codes', async () => {
    const res = await price(user, [
      consignment({ to: ['SE', ''] }),
      consignment({ from: ['', ''] }),
      consignment({ to: ['SE', '99999'] }),
      consignment({}),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors.map((e: { code: string }) => e.code)).toEqual([
      'pricing.parties_missing',
      'pricing.no_products',
    ]);
    expect(body.errors[1].description).toBe('No appropriate freight products for shipment (check postcodes)');
    expect(new Set(body.priceResult.map((q: { consignmentIndex: number }) => q.consignmentIndex))).toEqual(
      new Set([3]),
    );
  });

  it('rejects negative, zero or absurd measures with 400', async () => {
    for (const goods of [
      [{ ...parcel(5), weight: -1 }],
      [{ ...parcel(5), weight: 0 }],
      [{ ...parcel(5), length: 1e7 }],
      [{ ...parcel(5), noOfPackages: 0 }],
      [{ ...parcel(5), packageType: 'crate' }],
      [],
    ]) {
      const res = await price(user, [consignment({ goods })]);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
    }
    expect((await price(user, [])).statusCode).toBe(400);
    expect((await price(user, { not: 'a list' })).statusCode).toBe(400);
  });

  it('picks up a tariff change without a restart', async () => {
    const body = [consignment({ goods: [eurPallet(600, 2)] })];
    const before = (await price(user, body))
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'dsv_pallet');
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query(
      "UPDATE fixed_prices SET price_ore = price_ore + 10000 WHERE template_id = (SELECT id FROM templates WHERE template_name = 'dsv_pallet')",
    );
    await client.end();
    const after = (await price(user, body))
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'dsv_pallet');
    expect(after.lines[0].amount).toBe(before.lines[0].amount + 200);
  });
});
