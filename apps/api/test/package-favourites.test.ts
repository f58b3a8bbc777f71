import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';

let t: TestApp;
let user: Session;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin, other] = await Promise.all([
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.other),
  ]);
});
afterAll(() => t.close());

const row = {
  packageType: 'pallet',
  noOfPackages: 2,
  length: 120,
  width: 80,
  height: 100,
  weight: 250,
  goodsType: 'Möbler',
};

const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const list = async (s: Session) => {
  const res = await call(s, 'GET', '/package-favourite');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string }[];
};
const create = async (s: Session, name: string, goods = row) => {
  const res = await call(s, 'POST', '/package-favourite', { ...goods, name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
};

describe('package favourites', () => {
  it('saves a goods row under a name the whole company sees, sorted by name', async () => {
    const pallet = await create(user, '  Pall möbler ');
    expect(pallet).toMatchObject({ ...row, name: 'Pall möbler' });
    await create(admin, 'Ämbar');
    await create(admin, 'Box');
    const names = (await list(user)).map((f) => f.name);
    expect(names).toEqual(['Box', 'Pall möbler', 'Ämbar']);
    expect(await list(other)).toEqual([]);
  });

  it('renames and replaces the row, and deletes it', async () => {
    const fav = await create(user, 'Kartong');
    const res = await call(admin, 'PUT', `/package-favourite/${fav.id}`, {
      ...row,
      packageType: 'parcel',
      weight: 3.5,
      name: 'Liten kartong',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: fav.id,
      name: 'Liten kartong',
      packageType: 'parcel',
      weight: 3.5,
    });
    const gone = await call(user, 'DELETE', `/package-favourite/${fav.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await list(user)).some((f) => f.id === fav.id)).toBe(false);
    const again = await call(user, 'DELETE', `/package-favourite/${fav.id}`);
    expect(again.statusCode).toBe(404);
    expect(errorCodes(again)).toEqual(['packagefavourite.not_found']);
  });

  it("answers another company's favourite as not found and leaves it as it was", async () => {
    const fav = await create(other, 'Andras pall');
    const put = await call(user, 'PUT', `/package-favourite/${fav.id}`, { ...row, name: 'Mitt' });
    expect(put.statusCode).toBe(404);
    expect(errorCodes(put)).toEqual(['packagefavourite.not_found']);
    const del = await call(user, 'DELETE', `/package-favourite/${fav.id}`);
    expect(del.statusCode).toBe(404);
    expect((await list(other)).find((f) => f.id === fav.id)?.name).toBe('Andras pall');
  });

  it('refuses a name taken in the company, whatever its case', async () => {
    await create(user, 'Halvpall');
    const twice = await call(admin, 'POST', '/package-favourite', { ...row, name: 'HALVPALL' });
    expect(twice.statusCode).toBe(409);
    expect(errorCodes(twice)).toEqual(['packagefavourite.name_taken']);
    const fav = await create(user, 'Helpall');
    const rename = await call(user, 'PUT', `/package-favourite/${fav.id}`, { ...row, name: 'halvpall' });
    expect(rename.statusCode).toBe(409);
    expect(errorCodes(rename)).toEqual(['packagefavourite.name_taken']);
    // Another company may use the name.
    await create(other, 'Halvpall');
  });

  it.each([
    ['an empty name', { ...row, name: '   ' }],
    ['a name over 60 characters', { ...row, name: 'x'.repeat(61) }],
    ['an unknown package type', { ...row, name: 'Okänd', packageType: 'XYZ' }],
    ['no packages', { ...row, name: 'Noll', noOfPackages: 0 }],
    ['a negative weight', { ...row, name: 'Minus', weight: -1 }],
    [
      'a missing measure',
      {
        name: 'Utan höjd',
        packageType: 'pallet',
        noOfPackages: 1,
        length: 1,
        width: 1,
        weight: 1,
        goodsType: '',
      },
    ],
  ])('refuses %s with validation.failed', async (_, body) => {
    const res = await call(user, 'POST', '/package-favourite', body);
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toContain('validation.failed');
  });

  it('lets the demo user read but never save', async () => {
    const demo = await signInDemo(t.app);
    expect((await call(demo, 'GET', '/package-favourite')).statusCode).toBe(200);
    const res = await call(demo, 'POST', '/package-favourite', { ...row, name: 'Demo' });
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
  });

  it('keeps at most 200 per company', async () => {
    const have = (await list(other)).length;
    await t.app.db.execute(
      sql`insert into package_favourites (company_id, customer_id, name, package_type, no_of_packages, length, width, height, weight)
          select c.company_id, c.id, 'Fylld ' || n, 'parcel', 1, 10, 10, 10, 1
          from customers c, generate_series(1, ${200 - have}) n where c.id = ${USERS.other.id}`,
    );
    const res = await call(other, 'POST', '/package-favourite', { ...row, name: 'En för mycket' });
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['packagefavourite.too_many']);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/package-favourite' });
    expect(res.statusCode).toBe(401);
  });
});
