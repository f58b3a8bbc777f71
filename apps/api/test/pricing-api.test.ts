import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { consignment, eurPallet, parcel } from './helpers/consignments.ts';
import { sql } from './helpers/database.ts';
import { tariffVersionOf, untilPricingSees } from './helpers/pricing-customers.ts';

let t: TestApp;
let user: Session;
// The day prices are made on is fixed, so the fuel surcharge in force never depends on the run.
const TODAY = '2026-11-23';
beforeAll(async () => {
  t = await createTestApp({ today: () => TODAY });
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
    // 2 × 1,150 × 1.1 (zone SE2) = 2,530; fuel 14.5 % = 366.85; pickup 95; big city 65 for the
    // pickup in Stockholm (11122) and 65 for the delivery in Göteborg (41101).
    expect(pall.lines.map((l: { code: string; amount: number }) => [l.code, l.amount])).toEqual([
      ['freight', 2530],
      ['fuel', 366.85],
      ['pickup', 95],
      ['bigCity', 130],
    ]);
    expect(pall.price).toBe(3121.85);
    expect(pall.vat).toBe(780.46);
    expect(pall.total).toBe(3902.31);
    expect(pall.chargeableWeightRule).toBe('fixed');
    expect(pall.currency).toBe('SEK');
  });

  it('charges two EUR pallets on groupage by loading metres unless they are said to stack', async () => {
    const stycke = async (pallets: Record<string, unknown>) =>
      (await price(user, [consignment({ goods: [pallets] })]))
        .json()
        .priceResult.find((q: { templateName: string }) => q.templateName === 'dhl_freight_stycke');
    const { isStackable: _, ...notSaid } = eurPallet(600, 2);
    // 2 × 0.4 ldm × 1,950 kg = 1,560 kg, far above their 600 kg and their 645 kg by volume.
    expect(await stycke(notSaid)).toMatchObject({
      chargeableWeight: 1560,
      chargeableWeightRule: 'loadingMetres',
    });
    // Ticked stackable: 2 × 1.152 m³ × 280 = 645.12 → 646 kg.
    expect(await stycke({ ...notSaid, isStackable: true })).toMatchObject({
      chargeableWeight: 646,
      chargeableWeightRule: 'volume',
    });
  });

  it('charges road freight to Denmark on Nordic factors (350 kg/m³)', async () => {
    const bulky = {
      ...parcel(50),
      packageType: 'unspecified',
      length: 100,
      width: 100,
      height: 100,
      isStackable: true,
    };
    const res = await price(user, [consignment({ to: ['DK', '2100'], goods: [bulky] })]);
    const stycke = res
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'dhl_freight_stycke');
    expect([stycke.chargeableWeight, stycke.chargeableWeightRule]).toEqual([350, 'volume']);
  });

  it('prices an import from where the goods come from: Spain dearer than Denmark', async () => {
    const exw = async (from: [string, string]) =>
      (await price(user, [consignment({ from, to: ['SE', '11122'], goods: [parcel(20)] })]))
        .json()
        .priceResult.find((q: { templateName: string }) => q.templateName === 'dsv_road_europe_exw');
    const spain = await exw(['ES', '28001']);
    const denmark = await exw(['DK', '2100']);
    // Both on their first break: (300 + 1.6 × 25^0.85) × 2.4 (EU) and × 1.8 (Nordic).
    expect(spain.lines[0]).toEqual({ code: 'freight', amount: 779.24 });
    expect(denmark.lines[0]).toEqual({ code: 'freight', amount: 584.43 });
    expect(spain.vat).toBe(Math.round(spain.price * 25) / 100);
  });

  it('prices transport to Norway, outside the EU, without VAT: tied to the export of the goods', async () => {
    const res = await price(user, [consignment({ to: ['NO', '5003'], goods: [parcel(8)] })]);
    expect(res.json().priceResult.length).toBeGreaterThan(0);
    for (const q of res.json().priceResult) expect([q.vat, q.total]).toEqual([0, q.price]);
  });

  it('takes the fuel surcharge in force on the pickup day, else today', async () => {
    const fuelOf = async (extra: Record<string, unknown>, today: string) => {
      const dated = await createTestApp({ today: () => today });
      try {
        const session = await signIn(dated.app, USERS.user);
        const res = await dated.app.inject({
          method: 'POST',
          url: '/api/consignment/price/',
          headers: session.headers,
          payload: [consignment({ goods: [parcel(5)], extra })],
        });
        const q = res
          .json()
          .priceResult.find((x: { templateName: string }) => x.templateName === 'dhl_freight_paket');
        return q.lines.find((l: { code: string }) => l.code === 'fuel')?.percent ?? 0;
      } finally {
        await dated.close();
      }
    };
    // DHL Freight's fuel surcharge starts on 1 November 2026 in the sample tariffs.
    expect(await fuelOf({}, '2026-10-20')).toBe(0);
    expect(await fuelOf({ transportProduct: { pickup: { date: '2026-11-03' } } }, '2026-10-20')).toBe(14.5);
    expect(await fuelOf({ transportProduct: { pickup: { date: '' } } }, '2026-11-23')).toBe(14.5);
  });

  it('prices a parcel Stockholm → Berlin with express and road services, with Swedish VAT within the EU', async () => {
    const res = await price(user, [consignment({ to: ['DE', '10115'], goods: [parcel(8)] })]);
    expect(suppliers(res)).toEqual(['DHL Express', 'DHL Freight', 'DSV', 'UPS']);
    for (const q of res.json().priceResult) {
      expect(Math.abs(q.vat - q.price * 0.25)).toBeLessThanOrEqual(0.005);
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

  it('rejects negative, zero, missing or absurd measures with 400', async () => {
    const { length: _l, ...noLength } = parcel(5);
    const { height: _h, ...noHeight } = parcel(5);
    for (const goods of [
      [{ ...parcel(5), weight: -1 }],
      [{ ...parcel(5), weight: 0 }],
      [{ ...parcel(5), length: 1e7 }],
      [{ ...parcel(5), length: 0 }],
      [{ ...parcel(5), width: 0 }],
      [{ ...parcel(5), height: 0 }],
      [noLength],
      [noHeight],
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

  it('accepts an insured goods value of SEK 1,000 to 1,000,000 and refuses others with 400', async () => {
    const insured = (value: number | null) =>
      price(user, [consignment({ goods: [parcel(5)], extra: { insuranceGoodsValue: value } })]);
    for (const value of [999.99, 0, 1_000_000.01, -5]) {
      const res = await insured(value);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
      expect(res.json().errors[0].description).toContain('insuranceGoodsValue');
    }
    for (const value of [1000, 1_000_000, null]) expect((await insured(value)).statusCode).toBe(200);
    const lines = (await insured(1000)).json().priceResult[0].lines;
    expect(lines.at(-1)).toEqual({ code: 'insurance', amount: 65 });
  });

  it('takes a whole draft, reading what pricing needs and dropping the rest', async () => {
    const draft = consignment({
      goods: [{ ...parcel(5), id: 'AbC123', volume: 0.024, tag: 'parcel', readOnly: false, colour: 'red' }],
      extra: {
        orderNo: null,
        senderOrderRef: 'PO 1',
        errors: [],
        transportProduct: { code: 'x', serviceOption: [] },
      },
    });
    const res = await price(user, [draft]);
    expect(res.statusCode).toBe(200);
    expect(res.json().priceResult.length).toBeGreaterThan(0);
  });

  it('picks up a tariff change without a restart', async () => {
    const body = [consignment({ goods: [eurPallet(600, 2)] })];
    const before = (await price(user, body))
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'dsv_pallet');
    const version = await tariffVersionOf(t.app, user.id);
    await sql(
      t.databaseUrl,
      "UPDATE fixed_prices SET price_ore = price_ore + 10000 WHERE template_id = (SELECT id FROM templates WHERE template_name = 'dsv_pallet')",
    );
    await untilPricingSees(t.app, user.id, (c) => c.tariffVersion > version);
    const after = (await price(user, body))
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'dsv_pallet');
    expect(after.lines[0].amount).toBe(before.lines[0].amount + 200);
  });
});
