import { CUSTOMER_SETTINGS } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { createContact, setAgreementNo, updateCustomer } from './helpers/factories.ts';

let t: TestApp;
let user: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
  other = await signIn(t.app, USERS.other);
});
afterAll(() => t.close());

const setting = (s: Session, id: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customer/setting/${id}`,
    headers: s.headers,
    payload: body as object,
  });

describe('GET /api/customer/:id', () => {
  it('returns every field of the customer with company and carriers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${USERS.user.id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      id: 10002,
      compId: 2,
      company: 'Nordisk Verktyg AB',
      customerLevel: 0,
      custLevel: 0,
    });
    expect(c.carriers.map((x: { code: number }) => x.code)).toEqual([131, 116, 4, 225]);
    expect(c).not.toHaveProperty('passwordHash');
    expect(c.hasUnviewedNewsArticles).toBe(true);
  });

  it('answers 404 for another customer, in the same company or another', async () => {
    for (const id of [USERS.admin.id, USERS.other.id, 999999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/customer/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(errorCodes(res)).toEqual(['customer.not_found']);
    }
  });

  it('answers 401 without a token and 400 for a non-numeric id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/10002' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customer/abc', headers: user.headers })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/customer/setting/:id', () => {
  const cases: [string, unknown, string, unknown][] = [
    ['filterContacts', true, 'filterContacts', true],
    ['archivedComplaints', true, 'archivedComplaints', true],
    ['showAllBooked', true, 'showAllBooked', true],
    ['printFormat', 'ZPL', 'printFormat', 'ZPL'],
    ['moduleMessage', true, 'moduleMessageRead', true],
    ['insuranceDisabled', true, 'insuranceDisabled', true],
    ['insuranceGoodsValue', 25000.5, 'insuranceGoodsValue', 25000.5],
    ['insuranceGoodsValue', 1000, 'insuranceGoodsValue', 1000],
    ['insuranceGoodsValue', null, 'insuranceGoodsValue', null],
    ['noPickup', true, 'noPickup', true],
    ['consigneeType', 'private', 'consigneeType', 'private'],
  ];
  it.each(cases)('changes %s', async (name, value, field, expected) => {
    const res = await setting(user, USERS.user.id, { setting: name, value });
    expect(res.statusCode).toBe(200);
    expect(res.json()[field]).toEqual(expected);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${USERS.user.id}`,
      headers: user.headers,
    });
    expect(again.json()[field]).toEqual(expected);
  });

  it('knows exactly the ten settings of the specification', () => {
    expect(CUSTOMER_SETTINGS).toHaveLength(10);
  });

  it('sets the primary contact only to a contact of the own company', async () => {
    const own = await createContact(t.databaseUrl, { customerId: USERS.admin.id });
    const foreign = await createContact(t.databaseUrl, { customerId: USERS.other.id });
    const ok = await setting(user, USERS.user.id, { setting: 'primaryContactId', value: own.id });
    expect(ok.json().primaryContactId).toBe(own.id);
    const bad = await setting(user, USERS.user.id, { setting: 'primaryContactId', value: foreign.id });
    expect(bad.statusCode).toBe(404);
    expect(errorCodes(bad)).toEqual(['contact.not_found']);
  });

  it('rejects an unknown setting or a value of the wrong type with 400', async () => {
    for (const body of [
      { setting: 'creditLimit', value: 1e9 },
      { setting: 'printFormat', value: 'DOCX' },
      { setting: 'noPickup', value: 'yes' },
      { setting: 'insuranceGoodsValue', value: -5 },
      // SPEC §5: an insured goods value is SEK 1,000 to 1,000,000.
      { setting: 'insuranceGoodsValue', value: 0 },
      { setting: 'insuranceGoodsValue', value: 999 },
      { setting: 'insuranceGoodsValue', value: 1_000_001 },
      {},
    ]) {
      const res = await setting(user, USERS.user.id, body);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
    }
  });

  it('answers 404 for someone else’s record and 403 for the demo user', async () => {
    expect((await setting(other, USERS.user.id, { setting: 'noPickup', value: false })).statusCode).toBe(404);
    const demo = await signInDemo(t.app);
    const res = await setting(demo, 93608, { setting: 'noPickup', value: true });
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
  });
});

describe('PUT /api/customer/carriers/:id', () => {
  const put = (s: Session, id: number, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customer/carriers/${id}`,
      headers: s.headers,
      payload: body as object,
    });
  const entry = (code: number, name: string, active = true) => ({
    code,
    name,
    logoName: 'x',
    priceSupplier: code,
    active,
  });

  it('replaces the list: left-out carriers are gone, inactive ones are kept but not active', async () => {
    const res = await put(other, USERS.other.id, [entry(225, 'UPS'), entry(4, 'DSV', false)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().carriers).toEqual([
      { code: 225, name: 'UPS', logoName: 'ups', priceSupplier: 225, active: true },
      { code: 4, name: 'DSV', logoName: 'dsv', priceSupplier: 4, active: false },
    ]);
  });

  it('keeps agreement numbers on file when the list is replaced', async () => {
    await put(other, USERS.other.id, [entry(4, 'DSV')]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/agreementno/${USERS.other.id}/?supplierId=4`,
      headers: other.headers,
    });
    expect(res.json().agreementNo).toBe('880017');
  });

  it('rejects unknown, duplicated or out-of-service carriers', async () => {
    const cases: [unknown, string][] = [
      [[entry(999, 'Nope')], 'customer.unknown_carrier'],
      [[entry(4, 'DSV'), entry(4, 'DSV')], 'customer.duplicate_carrier'],
      [[entry(71, 'PostNord')], 'customer.carrier_inactive'],
      [[{ code: 'x' }], 'validation.failed'],
    ];
    for (const [body, code] of cases) {
      const res = await put(other, USERS.other.id, body);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe(code);
    }
  });

  it('answers 404 for another customer and 403 for the demo user', async () => {
    expect((await put(user, USERS.other.id, [])).statusCode).toBe(404);
    const demo = await signInDemo(t.app);
    expect((await put(demo, 93608, [])).statusCode).toBe(403);
  });
});

describe('GET /api/customer/agreementno/:id', () => {
  const get = (supplierId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customer/agreementno/${USERS.admin.id}/?supplierId=${supplierId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
  let adminToken = '';
  beforeAll(async () => {
    adminToken = (await signIn(t.app, USERS.admin)).accessToken;
  });

  it('returns the customer’s own number when it is a real one', async () => {
    expect((await get(116)).json()).toEqual({ supplierId: 116, agreementNo: '4410231' });
  });

  it('falls back to the carrier default when empty, equal to the customer id or containing L', async () => {
    expect((await get(131)).json().agreementNo).toBe('960098765');
    await setAgreementNo(t.databaseUrl, USERS.admin.id, 131, String(USERS.admin.id));
    expect((await get(131)).json().agreementNo).toBe('960098765');
    await setAgreementNo(t.databaseUrl, USERS.admin.id, 131, '12L45');
    expect((await get(131)).json().agreementNo).toBe('960098765');
  });

  it('picks the default by price list (2 or other)', async () => {
    await updateCustomer(t.databaseUrl, USERS.admin.id, { priceList: 2 });
    expect((await get(131)).json().agreementNo).toBe('960012345');
  });

  it('answers 404 for an unknown carrier and 400 without a supplier', async () => {
    expect((await get(999)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/agreementno/${USERS.admin.id}/`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
