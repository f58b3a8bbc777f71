import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { createContact, updateCustomer, withDb } from './helpers/factories.ts';

let t: TestApp;
let admin: Session;
let user: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  [admin, user, other] = await Promise.all([
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.other),
  ]);
});
afterAll(() => t.close());

const place = {
  company: 'Lagerhuset AB',
  firstName: 'Eva',
  lastName: 'Berg',
  address1: 'Hamngatan 1',
  postcode: '113 51',
  city: 'Stockholm',
};

const call = (s: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(s ? { headers: s.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function contactRow(id: number) {
  return withDb(t.databaseUrl, async (db) => {
    const { eq } = await import('drizzle-orm');
    const { contacts } = await import('../src/db/schema/index.ts');
    const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
    return row;
  });
}

describe('POST and GET /contact', () => {
  it('creates a contact owned by the caller, normalised, with fullName', async () => {
    const res = await call(user, 'POST', '/contact/', { ...place, country: 'se', email: ' eva@lager.se ' });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      custId: USERS.user.id,
      postcode: '11351',
      country: 'SE',
      email: 'eva@lager.se',
      fullName: 'Eva Berg',
      consignee: true,
      consignor: false,
      primary: false,
      locked: false,
    });
    const read = await call(user, 'GET', `/contact/${c.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(c);
  });

  it('shares it with the colleague and hides it from another company', async () => {
    const { id } = (await call(user, 'POST', '/contact/', place)).json();
    expect((await call(admin, 'GET', `/contact/${id}`)).statusCode).toBe(200);
    const foreign = await call(other, 'GET', `/contact/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['contact.not_found']);
  });

  it('refuses bad input field by field, and nothing is written', async () => {
    const before = (await call(user, 'GET', `/contact/customer/${USERS.user.id}?pageSize=100`)).json().total;
    const cases: [Record<string, unknown>, string][] = [
      [{ postcode: '1135' }, 'postcode'],
      [{ country: 'US', postcode: '10001' }, 'state'],
      [{ country: 'DE', postcode: '1011' }, 'postcode'],
      [{ email: 'eva@' }, 'email'],
      [{ email: 'kund@lager-.se' }, 'email'],
      [{ phone: '08-CALL-ME' }, 'phone'],
      [{ city: '' }, 'city'],
      [{ company: '', firstName: '', lastName: '' }, 'company'],
      [{ company: 'x'.repeat(101) }, 'company'],
    ];
    for (const [change, field] of cases) {
      const res = await call(user, 'POST', '/contact/', { ...place, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(errorCodes(res)).toContain('validation.failed');
      expect(JSON.stringify(res.json().errors), field).toContain(field);
    }
    expect(
      (await call(user, 'POST', '/contact/', { ...place, country: 'US', postcode: '10001', state: 'Texas' }))
        .statusCode,
    ).toBe(201);
    const after = (await call(user, 'GET', `/contact/customer/${USERS.user.id}?pageSize=100`)).json().total;
    expect(after).toBe(before + 1);
  });

  it('answers 401 without a token, 403 to the demo user and 400 for a bad id', async () => {
    expect((await call(null, 'GET', '/contact/1')).statusCode).toBe(401);
    const demo = await signInDemo(t.app);
    const res = await call(demo, 'POST', '/contact/', place);
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
    expect((await call(user, 'GET', '/contact/abc')).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /contact with locks', () => {
  it('lets a colleague change an unlocked contact but not a locked one; owner and administrator may', async () => {
    const mine = await createContact(t.databaseUrl, { customerId: USERS.admin.id, locked: true });
    const edit = (s: Session, city: string) =>
      call(s, 'PUT', '/contact/', { id: mine.id, ...place, city, locked: true });
    const refused = await edit(user, 'Solna');
    expect(refused.statusCode).toBe(403);
    expect(errorCodes(refused)).toEqual(['contact.locked']);
    expect((await contactRow(mine.id))?.city).toBe('Stockholm');
    expect((await edit(admin, 'Solna')).json().city).toBe('Solna');

    const colleagues = await createContact(t.databaseUrl, { customerId: USERS.user.id, locked: true });
    const byAdmin = await call(admin, 'PUT', '/contact/', {
      id: colleagues.id,
      ...place,
      city: 'Kista',
      locked: true,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ city: 'Kista', custId: USERS.user.id });
  });

  it('lets only the owner or an administrator lock or unlock', async () => {
    const c = await createContact(t.databaseUrl, { customerId: USERS.admin.id });
    const res = await call(user, 'PUT', '/contact/', { id: c.id, ...place, locked: true });
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['contact.lock_owner_only']);
    expect((await contactRow(c.id))?.locked).toBe(false);
  });

  it('answers 404 for another company on change and delete, and changes nothing', async () => {
    const theirs = await createContact(t.databaseUrl, { customerId: USERS.other.id });
    const put = await call(user, 'PUT', '/contact/', { id: theirs.id, ...place });
    expect(put.statusCode).toBe(404);
    expect(errorCodes(put)).toEqual(['contact.not_found']);
    const del = await call(user, 'DELETE', `/contact/${theirs.id}`);
    expect(del.statusCode).toBe(404);
    expect((await contactRow(theirs.id))?.company).toBe('Mottagare AB');
  });

  it('refuses a change with bad input or no id, and a delete of a bad id, changing nothing', async () => {
    const c = await createContact(t.databaseUrl, { customerId: USERS.user.id });
    for (const body of [
      { id: c.id, ...place, postcode: '01234' },
      { id: c.id, ...place, email: 'nobody@' },
      { id: c.id, ...place, country: 'CA', postcode: 'K1A 0B1', state: 'Texas' },
      { ...place, city: 'Kista' },
      { id: 'x', ...place },
    ]) {
      const res = await call(user, 'PUT', '/contact/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCodes(res)).toContain('validation.failed');
    }
    expect((await contactRow(c.id))?.city).toBe('Stockholm');
    expect((await call(user, 'DELETE', '/contact/0')).statusCode).toBe(400);
    expect((await call(user, 'DELETE', '/contact/abc')).statusCode).toBe(400);
    expect(await contactRow(c.id)).toBeDefined();
  });

  it('deletes with 204, and a locked one of someone else is refused', async () => {
    const locked = await createContact(t.databaseUrl, { customerId: USERS.admin.id, locked: true });
    const refused = await call(user, 'DELETE', `/contact/${locked.id}`);
    expect(refused.statusCode).toBe(403);
    expect(errorCodes(refused)).toEqual(['contact.locked']);
    expect(await contactRow(locked.id)).toBeDefined();
    const del = await call(admin, 'DELETE', `/contact/${locked.id}`);
    expect(del.statusCode).toBe(204);
    expect(await contactRow(locked.id)).toBeUndefined();
    expect((await call(admin, 'GET', `/contact/${locked.id}`)).statusCode).toBe(404);
  });
});

describe('sender favourite', () => {
  const customer = async (s: Session, id: number) =>
    (await call(s, 'GET', `/customer/${id}`)).json() as { primaryContactId: number | null };

  it('is set by saving with primary, shown per caller, and cleared when the contact is deleted', async () => {
    const created = (
      await call(user, 'POST', '/contact/', { ...place, consignor: true, primary: true })
    ).json();
    expect(created.primary).toBe(true);
    expect((await customer(user, USERS.user.id)).primaryContactId).toBe(created.id);
    // The colleague sees the same contact, but it is not their favourite.
    expect((await call(admin, 'GET', `/contact/${created.id}`)).json().primary).toBe(false);

    const del = await call(user, 'DELETE', `/contact/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await customer(user, USERS.user.id)).primaryContactId).toBeNull();
  });

  it('is cleared by saving without primary, and by a bulk delete of the colleague', async () => {
    const c = (await call(user, 'POST', '/contact/', { ...place, primary: true })).json();
    const saved = await call(user, 'PUT', '/contact/', { id: c.id, ...place, primary: false });
    expect(saved.json().primary).toBe(false);
    expect((await customer(user, USERS.user.id)).primaryContactId).toBeNull();

    await updateCustomer(t.databaseUrl, USERS.user.id, { primaryContactId: c.id });
    const bulk = await call(admin, 'PUT', '/contact/bulk/delete/', [c.id]);
    expect(bulk.statusCode).toBe(200);
    expect((await customer(user, USERS.user.id)).primaryContactId).toBeNull();
  });
});

describe('bulk calls', () => {
  it('set and clear a flag on all listed contacts', async () => {
    const a = await createContact(t.databaseUrl, { customerId: USERS.user.id });
    const b = await createContact(t.databaseUrl, { customerId: USERS.admin.id });
    for (const [flag, column] of [
      ['sender', 'consignor'],
      ['receiver', 'consignee'],
      ['consumer', 'consumer'],
    ] as const) {
      for (const checked of [1, 0]) {
        const res = await call(user, 'PUT', `/contact/bulk/${flag}/?checked=${checked}`, [a.id, b.id, a.id]);
        expect(res.statusCode, flag).toBe(200);
        expect(res.json()).toEqual({ ids: [a.id, b.id] });
        expect((await contactRow(a.id))?.[column]).toBe(checked === 1);
        expect((await contactRow(b.id))?.[column]).toBe(checked === 1);
      }
    }
  });

  it('change nothing when one id is another company’s, and say which', async () => {
    const mine = await createContact(t.databaseUrl, { customerId: USERS.user.id });
    const theirs = await createContact(t.databaseUrl, { customerId: USERS.other.id });
    for (const url of [
      '/contact/bulk/sender/?checked=1',
      '/contact/bulk/locked/?checked=1',
      '/contact/bulk/delete/',
    ]) {
      const res = await call(user, 'PUT', url, [mine.id, theirs.id]);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ code: 'contact.not_found', values: [theirs.id] }),
      ]);
    }
    const row = await contactRow(mine.id);
    expect(row).toMatchObject({ consignor: false, locked: false });
  });

  it('refuse a locked contact of someone else as a whole, and locking by a colleague', async () => {
    const open = await createContact(t.databaseUrl, { customerId: USERS.admin.id });
    const locked = await createContact(t.databaseUrl, { customerId: USERS.admin.id, locked: true });
    const flag = await call(user, 'PUT', '/contact/bulk/consumer/?checked=1', [open.id, locked.id]);
    expect(flag.statusCode).toBe(403);
    expect(flag.json().errors[0]).toMatchObject({ code: 'contact.locked', values: [locked.id] });
    expect((await contactRow(open.id))?.consumer).toBe(false);

    const lock = await call(user, 'PUT', '/contact/bulk/locked/?checked=1', [open.id]);
    expect(lock.statusCode).toBe(403);
    expect(errorCodes(lock)).toEqual(['contact.lock_owner_only']);
    const byOwner = await call(admin, 'PUT', '/contact/bulk/locked/?checked=0', [locked.id]);
    expect(byOwner.statusCode).toBe(200);
    expect((await contactRow(locked.id))?.locked).toBe(false);
  });

  it('refuse bad bodies and flags', async () => {
    expect((await call(user, 'PUT', '/contact/bulk/sender/?checked=2', [1])).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/contact/bulk/sender/?checked=1', [])).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/contact/bulk/delete/', ['x'])).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/contact/bulk/primary/?checked=1', [1])).statusCode).toBe(404);
  });
});

describe('the contact calls of SPEC §7', () => {
  it('are all documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const calls: [string, string][] = [
      ['post', '/api/contact'],
      ['put', '/api/contact'],
      ['get', '/api/contact/{id}'],
      ['delete', '/api/contact/{id}'],
      ['get', '/api/contact/customer/{custId}'],
      ['put', '/api/contact/bulk/delete'],
      ['put', '/api/contact/bulk/sender'],
      ['put', '/api/contact/bulk/receiver'],
      ['put', '/api/contact/bulk/consumer'],
      ['put', '/api/contact/bulk/locked'],
      ['post', '/api/contact/import'],
      ['get', '/api/contact/import/template'],
      ['get', '/api/contact/export/{custId}'],
    ];
    for (const [method, path] of calls) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
