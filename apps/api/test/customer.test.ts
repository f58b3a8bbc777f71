import { DEMO_USER_ID } from '@skeppa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { setAgreementNo, updateCustomer } from './helpers/factories.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// The customer's own record: reading it, the company, the person, carriers and agreement numbers.
const app = useSignedInApp();

describe('GET /api/customer/:id', () => {
  it('returns every field of the customer with company and carriers', async () => {
    const res = await app.t.app.inject({
      method: 'GET',
      url: `/api/customer/${USERS.user.id}`,
      headers: app.user.headers,
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
      const res = await app.t.app.inject({
        method: 'GET',
        url: `/api/customer/${id}`,
        headers: app.user.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(errorCodes(res)).toEqual(['customer.not_found']);
    }
  });

  it('answers 401 without a token and 400 for a non-numeric id', async () => {
    expect((await app.t.app.inject({ method: 'GET', url: '/api/customer/10002' })).statusCode).toBe(401);
    expect(
      (await app.t.app.inject({ method: 'GET', url: '/api/customer/abc', headers: app.user.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/customer/company/:id', () => {
  const company = {
    company: 'Nordisk Verktyg Aktiebolag',
    orgNo: '5566778899',
    address: 'Verkstadsgatan 14',
    address2: 'Port 3',
    postcode: '417 05',
    city: 'Göteborg',
    country: 'SE',
  };
  const put = (s: Session, id: number, body: unknown) => app.call(s, 'PUT', `/customer/company/${id}`, body);
  const read = async (s: Session) =>
    (await app.t.app.inject({ method: 'GET', url: `/api/customer/${s.id}`, headers: s.headers })).json();

  it('lets an administrator change the company, stored in its written form, seen by its other users', async () => {
    const res = await put(app.admin, USERS.admin.id, company);
    expect(res.statusCode).toBe(200);
    const expected = { ...company, orgNo: '556677-8899', postcode: '41705', state: '' };
    expect(res.json()).toMatchObject(expected);
    expect(await read(app.user)).toMatchObject(expected);
  });

  it('refuses an ordinary user with 403 customer.admin_required and changes nothing', async () => {
    const before = await read(app.user);
    const res = await put(app.user, USERS.user.id, { ...company, company: 'Kuppen AB' });
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['customer.admin_required']);
    expect((await read(app.user)).company).toBe(before.company);
  });

  it('reads the level from the database, so an administrator demoted meanwhile is refused', async () => {
    await updateCustomer(app.t.databaseUrl, USERS.admin.id, { customerLevel: 0 });
    try {
      const res = await put(app.admin, USERS.admin.id, company);
      expect(errorCodes(res)).toEqual(['customer.admin_required']);
    } finally {
      await updateCustomer(app.t.databaseUrl, USERS.admin.id, { customerLevel: 1 });
    }
  });

  it("answers 404 for another company's administrator and 403 for the demo user", async () => {
    const res = await put(app.other, USERS.admin.id, company);
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['customer.not_found']);
    const demoRes = await put(app.demo, DEMO_USER_ID, company);
    expect(demoRes.statusCode).toBe(403);
    expect(errorCodes(demoRes)).toEqual(['auth.demo_forbidden']);
  });

  it('refuses a wrong organisation number, a bad postcode or a missing name with 400 naming the field', async () => {
    for (const [patch, field] of [
      [{ orgNo: '556677-8898' }, 'orgNo'],
      [{ postcode: '0123' }, 'postcode'],
      [{ company: ' ' }, 'company'],
      [{ country: 'US', postcode: '10001', state: 'Texas' }, 'state'],
    ] as const) {
      const res = await put(app.admin, USERS.admin.id, { ...company, ...patch });
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toEqual(['validation.failed']);
      expect(res.json().errors[0].description).toContain(field);
    }
  });
});

describe('PUT /api/customer/details/:id', () => {
  const person = { firstName: 'Erika', lastName: 'Johansson', phone: '031-123 45 69', mobile: '' };
  const put = (s: Session, id: number, body: unknown) => app.call(s, 'PUT', `/customer/details/${id}`, body);

  it('lets every user change their own name and numbers, not their e-mail', async () => {
    const res = await put(app.user, USERS.user.id, { ...person, email: 'ny@example.se' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...person, email: USERS.user.email });
  });

  it('answers 404 for someone else, also the administrator, 403 for the demo user and 400 for bad values', async () => {
    expect((await put(app.admin, USERS.user.id, person)).statusCode).toBe(404);
    expect(errorCodes(await put(app.demo, DEMO_USER_ID, person))).toEqual(['auth.demo_forbidden']);
    const bad = await put(app.user, USERS.user.id, { ...person, lastName: '', phone: 'ring mig' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { description: string }) => e.description)
        .join(' '),
    ).toMatch(/lastName.*phone|phone.*lastName/);
  });
});

describe('PUT /api/customer/carriers/:id', () => {
  const put = (s: Session, id: number, body: unknown) => app.call(s, 'PUT', `/customer/carriers/${id}`, body);
  const entry = (code: number, name: string, active = true) => ({
    code,
    name,
    logoName: 'x',
    priceSupplier: code,
    active,
  });

  it('replaces the list: left-out carriers are gone, inactive ones are kept but not active', async () => {
    const res = await put(app.other, USERS.other.id, [entry(225, 'UPS'), entry(4, 'DSV', false)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().carriers).toEqual([
      { code: 225, name: 'UPS', logoName: 'ups', priceSupplier: 225, active: true },
      { code: 4, name: 'DSV', logoName: 'dsv', priceSupplier: 4, active: false },
    ]);
  });

  it('keeps agreement numbers on file when the list is replaced', async () => {
    await put(app.other, USERS.other.id, [entry(4, 'DSV')]);
    const res = await app.t.app.inject({
      method: 'GET',
      url: `/api/customer/agreementno/${USERS.other.id}/?supplierId=4`,
      headers: app.other.headers,
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
      const res = await put(app.other, USERS.other.id, body);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe(code);
    }
  });

  it('lets an ordinary user switch their own carriers, leaving the administrator’s list alone', async () => {
    const res = await put(app.user, USERS.user.id, [
      entry(131, 'DHL Express', false),
      entry(116, 'DHL Freight'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().carriers.map((c: { code: number; active: boolean }) => [c.code, c.active])).toEqual([
      [131, false],
      [116, true],
    ]);
    const adminView = await app.t.app.inject({
      method: 'GET',
      url: `/api/customer/${USERS.admin.id}`,
      headers: app.admin.headers,
    });
    expect(adminView.json().carriers.every((c: { active: boolean }) => c.active)).toBe(true);
  });

  it('answers 404 for another customer and 403 for the demo user', async () => {
    expect((await put(app.user, USERS.other.id, [])).statusCode).toBe(404);
    expect((await put(app.demo, 93608, [])).statusCode).toBe(403);
  });
});

describe('GET /api/customer/agreementno/:id', () => {
  const get = (supplierId: number) =>
    app.t.app.inject({
      method: 'GET',
      url: `/api/customer/agreementno/${USERS.admin.id}/?supplierId=${supplierId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
  let adminToken = '';
  beforeAll(async () => {
    adminToken = (await signIn(app.t.app, USERS.admin)).accessToken;
  });

  it('returns the customer’s own number when it is a real one', async () => {
    expect((await get(116)).json()).toEqual({ supplierId: 116, agreementNo: '4410231', isDefault: false });
  });

  it('falls back to the carrier default when empty, equal to the customer id or containing L', async () => {
    expect((await get(131)).json()).toEqual({ supplierId: 131, agreementNo: '960098765', isDefault: true });
    await setAgreementNo(app.t.databaseUrl, USERS.admin.id, 131, String(USERS.admin.id));
    expect((await get(131)).json().agreementNo).toBe('960098765');
    await setAgreementNo(app.t.databaseUrl, USERS.admin.id, 131, '12L45');
    expect((await get(131)).json().agreementNo).toBe('960098765');
  });

  it('picks the default by price list (2 or app.other)', async () => {
    await updateCustomer(app.t.databaseUrl, USERS.admin.id, { priceList: 2 });
    expect((await get(131)).json().agreementNo).toBe('960012345');
  });

  it('answers 404 for an unknown carrier and 400 without a supplier', async () => {
    expect((await get(999)).statusCode).toBe(404);
    const res = await app.t.app.inject({
      method: 'GET',
      url: `/api/customer/agreementno/${USERS.admin.id}/`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
