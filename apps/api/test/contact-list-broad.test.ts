import { CONTACT_SEARCH_COUNT_CAP, CONTACT_SORT_FIELDS } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { USERS } from './helpers/auth.ts';
import { updateCustomer, withDb } from './helpers/factories.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

const ctx = useSignedInApp();
const MANY = CONTACT_SEARCH_COUNT_CAP + 10;
const kund = (n: number) => `Kund ${String(n).padStart(5, '0')} AB`;

// More contacts matching "sson" than a search counts, in company order by number, and one made
// last that sorts first: a page made from only the first hits read would miss it.
beforeAll(async () => {
  await withDb(ctx.t.databaseUrl, async (db) => {
    await db.execute(sql`
      INSERT INTO contacts (customer_id, company_id, company, last_name, city, postcode)
      SELECT c.id, c.company_id, 'Kund ' || lpad(n::text, 5, '0') || ' AB', 'Andersson',
             CASE WHEN n % 2 = 0 THEN 'Göteborg' ELSE 'Luleå' END, '41104'
      FROM customers c, generate_series(1, ${MANY}) AS n WHERE c.id = ${USERS.user.id}`);
    await db.execute(sql`
      INSERT INTO contacts (customer_id, company_id, company, last_name, city, postcode)
      SELECT c.id, c.company_id, 'Aaa Först AB', 'Svensson', 'Umeå', '90326'
      FROM customers c WHERE c.id = ${USERS.user.id}`);
  });
});

const list = async (query: string) => {
  const res = await ctx.t.app.inject({
    method: 'GET',
    url: `/api/contact/customer/${USERS.user.id}${query}`,
    headers: ctx.user.headers,
  });
  expect(res.statusCode, query).toBe(200);
  return res.json() as { contacts: { company: string }[]; total: number; totalCapped: boolean };
};
const companies = (body: { contacts: { company: string }[] }) => body.contacts.map((c) => c.company);

describe('a search with more hits than it counts', () => {
  it('says there are more than the cap and still shows the first hits of the whole list', async () => {
    const body = await list('?search=sson');
    expect(body).toMatchObject({ total: CONTACT_SEARCH_COUNT_CAP, totalCapped: true });
    expect(companies(body)).toEqual(['Aaa Först AB', ...Array.from({ length: 24 }, (_, i) => kund(i + 1))]);
  });

  it('keeps the asked order and pages on past the counted hits', async () => {
    const last = await list('?search=sson&order=desc&pageSize=10');
    expect(companies(last)).toEqual(Array.from({ length: 10 }, (_, i) => kund(MANY - i)));
    const beyond = await list(`?search=sson&pageSize=100&page=${CONTACT_SEARCH_COUNT_CAP / 100 + 1}`);
    // Page 51 of 100: the 5,001st hit is "Kund 05000 AB", after "Aaa Först AB" and 4,999 others.
    expect(companies(beyond)).toEqual(
      Array.from({ length: MANY + 1 - CONTACT_SEARCH_COUNT_CAP }, (_, i) =>
        kund(CONTACT_SEARCH_COUNT_CAP + i),
      ),
    );
  });

  it('counts a search of fewer hits exactly, and a page past its end', async () => {
    // Every other contact is in Göteborg: half of MANY, fewer than the cap.
    const half = Math.floor(MANY / 2);
    expect(await list('?search=göteborg')).toMatchObject({ total: half, totalCapped: false });
    const past = await list('?search=göteborg&page=1000');
    expect(past).toMatchObject({ contacts: [], total: half, totalCapped: false });
  });

  it('sorts a broad and a narrow search by every column, either way', async () => {
    for (const sort of CONTACT_SORT_FIELDS) {
      for (const order of ['asc', 'desc']) {
        const broad = await list(`?search=sson&sort=${sort}&order=${order}&pageSize=10`);
        expect(broad, `${sort} ${order}`).toMatchObject({
          total: CONTACT_SEARCH_COUNT_CAP,
          totalCapped: true,
        });
        expect(broad.contacts).toHaveLength(10);
        const narrow = await list(`?search=ume%C3%A5&sort=${sort}&order=${order}`);
        expect(companies(narrow), `${sort} ${order}`).toEqual(['Aaa Först AB']);
      }
    }
    // By postcode the one in Umeå (903 26) comes last of all, after the 411 04 of every other.
    const byPostcode = await list('?search=sson&sort=postcode&order=desc&pageSize=10');
    expect(companies(byPostcode)[0]).toBe('Aaa Först AB');
  });

  it('caps the count of one owner’s contacts alike (filterContacts)', async () => {
    await updateCustomer(ctx.t.databaseUrl, USERS.user.id, { filterContacts: true });
    const body = await list('?search=sson&pageSize=10');
    expect(body).toMatchObject({ total: CONTACT_SEARCH_COUNT_CAP, totalCapped: true });
    expect(companies(body)[0]).toBe('Aaa Först AB');
    await updateCustomer(ctx.t.databaseUrl, USERS.user.id, { filterContacts: false });
  });
});
