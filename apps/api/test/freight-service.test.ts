import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { consignment, eurPallet, parcel } from './helpers/consignments.ts';
import { sql } from './helpers/database.ts';
import { tariffVersionOf, untilPricingSees } from './helpers/pricing-customers.ts';

let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const get = (url: string, s: Session | null = user) =>
  t.app.inject({ method: 'GET', url, headers: s?.headers ?? {} });
const filter = (body: object, s: Session = user) =>
  t.app.inject({ method: 'POST', url: '/api/freightservice/filter/', headers: s.headers, payload: body });

describe('GET /api/freightservice/:templateName', () => {
  it('returns every field of the template', async () => {
    const res = await get('/api/freightservice/dhl_freight_pall?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      templateName: 'dhl_freight_pall',
      supplier: 'DHL Freight',
      supplierId: 116,
      fixedPrices: true,
      packageTypes: ['pallet', 'halfpallet'],
      info: 'Fixed price per full and half pallet within Sweden.',
    });
    expect(res.json().trackingUrl).toContain('{consignmentNo}');
  });

  it('answers 404 for an unknown template and 401 without a token', async () => {
    const res = await get('/api/freightservice/nope');
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['freightservice.not_found']);
    expect((await get('/api/freightservice/dsv_pallet', null)).statusCode).toBe(401);
  });
});

describe('options and terms', () => {
  it('reads an added service with its price and field rules, and a template’s terms in sv and en', async () => {
    const template = (await get('/api/freightservice/ups_express')).json();
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/consignment/price',
        headers: user.headers,
        payload: [consignment({ goods: [parcel(3)] })],
      })
    )
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'ups_express');
    const cod = quote.serviceOptions.find((o: { type: string }) => o.type === 'cod');
    const option = (await get(`/api/freightservice/option/${cod.id}`)).json();
    expect(option).toMatchObject({ type: 'cod', price: 95, templateName: 'ups_express' });
    expect(option.fields[0]).toMatchObject({ name: 'amount', required: true, format: 'decimal' });
    const sv = (await get(`/api/freightservice/term/${template.id}?language=sv`)).json();
    const en = (await get(`/api/freightservice/term/${template.id}?language=en`)).json();
    expect(sv.terms).toContain('Montrealkonventionen');
    expect(en.terms).toContain('Montreal Convention');
    expect((await get('/api/freightservice/option/999999')).statusCode).toBe(404);
    expect((await get('/api/freightservice/term/999999')).statusCode).toBe(404);
  });
});

describe('templates of carriers the customer does not use', () => {
  it('are not found, nor their added services and terms', async () => {
    const other = await signIn(t.app, USERS.other);
    const ups = (await get('/api/freightservice/ups_express')).json();
    const [option] = await sql<{ id: number }>(
      t.databaseUrl,
      'SELECT id FROM service_options WHERE template_id = $1 LIMIT 1',
      [ups.id],
    );
    const urls = [
      '/api/freightservice/ups_express',
      `/api/freightservice/option/${option?.id}`,
      `/api/freightservice/term/${ups.id}`,
    ];
    for (const url of urls) expect((await get(url, other)).statusCode).toBe(200);

    await sql(
      t.databaseUrl,
      'UPDATE customer_carriers SET active = false WHERE customer_id = $1 AND carrier_code = 225',
      [USERS.other.id],
    );
    await untilPricingSees(t.app, USERS.other.id, (c) => !c.carriers.has(225));
    for (const url of urls) {
      const res = await get(url, other);
      expect(res.statusCode).toBe(404);
      expect(errorCodes(res)).toEqual(['freightservice.not_found']);
      // The customer who keeps UPS still sees it.
      expect((await get(url)).statusCode).toBe(200);
    }
    expect((await get('/api/freightservice/dsv_pallet', other)).statusCode).toBe(200);
  });
});

describe('POST /api/freightservice/filter', () => {
  it('lists the templates that fit the consignment', async () => {
    const res = await filter({
      consignment: consignment({ goods: [eurPallet(400)] }),
      custId: USERS.user.id,
    });
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .map((f: { templateName: string }) => f.templateName)
      .sort();
    expect(names).toEqual(['dhl_freight_pall', 'dhl_freight_stycke', 'dsv_groupage', 'dsv_pallet']);
  });

  it('narrows by carriers and guaranteed delivery, never widening past the customer’s own', async () => {
    const body = { consignment: consignment({ goods: [parcel(3)] }) };
    const ups = await filter({ ...body, carriers: [{ code: 225 }, { code: 71 }] });
    expect(new Set(ups.json().map((f: { supplierId: number }) => f.supplierId))).toEqual(new Set([225]));
    const guaranteed = (await filter({ ...body, guaranteeService: true })).json();
    expect(guaranteed.map((f: { templateName: string }) => f.templateName)).toContain('dhl_express_0900');
    for (const f of guaranteed) expect(f.deliveryMinDays).toBe(f.deliveryMaxDays);
    expect((await filter(body)).json().length).toBeGreaterThan(guaranteed.length);
  });

  it('leaves out a template above the customer’s member level, whatever level the body claims', async () => {
    const body = { consignment: consignment({ goods: [parcel(3)] }) };
    const names = async (extra: object = {}) =>
      (await filter({ ...body, ...extra })).json().map((f: { templateName: string }) => f.templateName);
    expect(await names()).toContain('ups_express');
    const version = await tariffVersionOf(t.app, USERS.user.id);
    await sql(t.databaseUrl, "UPDATE templates SET min_member_level = 5 WHERE template_name = 'ups_express'");
    await untilPricingSees(t.app, USERS.user.id, (c) => c.tariffVersion > version);
    expect(await names()).not.toContain('ups_express');
    expect(await names({ memberLevel: 99 })).not.toContain('ups_express');
    await sql(t.databaseUrl, `UPDATE customers SET member_level = 5 WHERE id = ${USERS.user.id}`);
    await untilPricingSees(t.app, USERS.user.id, (c) => c.memberLevel === 5);
    expect(await names()).toContain('ups_express');
  });

  it('answers 400 for goods without a length, width or height', async () => {
    for (const goods of [
      { ...parcel(3), length: 0 },
      { ...parcel(3), width: 0 },
      { ...parcel(3), height: undefined },
    ]) {
      const res = await filter({ consignment: consignment({ goods: [goods] }) });
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toContain('validation.failed');
    }
  });

  it('answers 404 for another customer’s id and 400 without sender and recipient', async () => {
    expect((await filter({ consignment: consignment({}), custId: USERS.other.id })).statusCode).toBe(404);
    const res = await filter({ consignment: consignment({ from: ['', ''] }) });
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['pricing.parties_missing']);
  });

  it('is open to the demo user', async () => {
    const demo = await signInDemo(t.app);
    expect((await filter({ consignment: consignment({}) }, demo)).statusCode).toBe(200);
  });
});
