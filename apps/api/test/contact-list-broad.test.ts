import { CONTACT_SEARCH_COUNT_CAP, CONTACT_SORT_FIELDS } from '@skeppa/domain';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { contactListRepository } from '../src/modules/contacts/list-repository.ts';
import { walkLength } from '../src/modules/contacts/search-page.ts';
import { USERS } from './helpers/auth.ts';
import { updateCustomer, withDb } from './helpers/factories.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

const ctx = useSignedInApp();
const MANY = CONTACT_SEARCH_COUNT_CAP + 10;
const kund = (n: number) => `Kund ${String(n).padStart(5, '0')} AB`;

const LATE = 300;
const kiruna = (n: number) => `Öst ${String(n).padStart(3, '0')} Kiruna AB`;

// More contacts matching "sson" than a search counts, in company order by number, and one made
// last that sorts first: a page made from only the first hits read would miss it. Last, a few
// in Kiruna whose names sort after every other: a walk from the start of the order meets none.
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
    await db.execute(sql`
      INSERT INTO contacts (customer_id, company_id, company, last_name, city, postcode)
      SELECT c.id, c.company_id, 'Öst ' || lpad(n::text, 3, '0') || ' Kiruna AB', 'Berg', 'Kiruna', '98131'
      FROM customers c, generate_series(1, ${LATE}) AS n WHERE c.id = ${USERS.user.id}`);
    // As the automatic ANALYZE would after such an import: without its statistics the planner
    // takes the company for a few dozen contacts and would sort them all rather than walk an index.
    await db.execute(sql`ANALYZE contacts`);
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
    const past = await list('?search=sson&pageSize=100&page=1000');
    expect(past).toMatchObject({ contacts: [], total: CONTACT_SEARCH_COUNT_CAP, totalCapped: true });
  });

  it('counts a search of fewer hits exactly, and a page past its end', async () => {
    // Every other contact is in Göteborg: half of MANY, fewer than the cap.
    const half = Math.floor(MANY / 2);
    expect(await list('?search=göteborg')).toMatchObject({ total: half, totalCapped: false });
    const past = await list('?search=göteborg&page=1000');
    expect(past).toMatchObject({ contacts: [], total: half, totalCapped: false });
    // Its pages in order, either way: the even-numbered customers, "Kund 00002 AB" first.
    const second = await list('?search=göteborg&page=2&pageSize=10');
    expect(companies(second)).toEqual(Array.from({ length: 10 }, (_, i) => kund(22 + 2 * i)));
    const lastFirst = await list('?search=göteborg&order=desc&pageSize=10');
    expect(companies(lastFirst)).toEqual(Array.from({ length: 10 }, (_, i) => kund(2 * half - 2 * i)));
    // Deep enough that a short walk of the order does not reach it: hits 991–1,000.
    const deep = await list('?search=göteborg&page=100&pageSize=10');
    expect(companies(deep)).toEqual(Array.from({ length: 10 }, (_, i) => kund(1982 + 2 * i)));
  });

  it('finds the page of hits that sort after every other contact, either way', async () => {
    const first = await list('?search=kiruna&pageSize=10');
    expect(first).toMatchObject({ total: LATE, totalCapped: false });
    expect(companies(first)).toEqual(Array.from({ length: 10 }, (_, i) => kiruna(i + 1)));
    const lastFirst = await list('?search=kiruna&order=desc&pageSize=10&page=2');
    expect(companies(lastFirst)).toEqual(Array.from({ length: 10 }, (_, i) => kiruna(LATE - 10 - i)));
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

describe('a search of fewer hits than it counts', () => {
  // A node's input, apart from the subplans (a CTE, a value) it runs first.
  const inputOf = (plan: PlanNode) => plan.Plans?.find((p) => p['Parent Relationship'] === 'Outer');
  const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
  /** Each Sort of a plan: how it sorted and how many rows it was given. */
  const sortsOf = (plan: PlanNode) =>
    nodesOf(plan)
      .filter((node) => node['Node Type'] === 'Sort')
      .map((node) => ({
        method: String(node['Sort Method']),
        given: Number(inputOf(node)?.['Actual Rows']),
      }));

  /** The list's own statement for the first page by company, as the repository ran it, under EXPLAIN ANALYZE. */
  async function planOf(search: string) {
    const statements: { query: string; params: unknown[] }[] = [];
    const pool = new pg.Pool({ connectionString: ctx.t.databaseUrl, max: 1 });
    try {
      const db = drizzle(pool, {
        schema,
        logger: { logQuery: (query, params) => statements.push({ query, params }) },
      });
      const [customer] = await db
        .select()
        .from(schema.customers)
        .where(eq(schema.customers.id, USERS.user.id));
      const found = await contactListRepository(db).searchPage(
        { companyId: customer!.companyId, ownerId: null, search },
        { sort: 'company', order: 'asc', page: 1, pageSize: 25 },
        CONTACT_SEARCH_COUNT_CAP,
      );
      const ran = statements.at(-1);
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${ran!.query}`, ran!.params);
      return { found, plan: rows[0]['QUERY PLAN'][0].Plan as PlanNode };
    } finally {
      await pool.end();
    }
  }

  it('sorts only as many of its hits as the page needs', async () => {
    // Kiruna's 300 sort after every other contact: the short walk of the order meets none.
    const { found, plan } = await planOf('kiruna');
    expect(found.hits).toBe(LATE);
    const sorts = sortsOf(plan);
    // The page's sort keeps the first 25 of the 300 as it reads them (where a whole sort of
    // every hit was a third of such a search's time); no sort is given more than the page.
    expect(sorts).toContainEqual({ method: 'top-N heapsort', given: LATE });
    for (const sort of sorts.filter((s) => s.method !== 'top-N heapsort'))
      expect(sort.given).toBeLessThanOrEqual(25);
  });

  it('finds the page of hits spread through the order by a short walk, and keeps none', async () => {
    // Every other contact is in Göteborg: its 2,505 hits are counted, the first 25 met by walking.
    const { found, plan } = await planOf('göteborg');
    expect(found.hits).toBe(Math.floor(MANY / 2));
    expect(found.rows.map((c) => c.company)).toEqual(Array.from({ length: 25 }, (_, i) => kund(2 * i + 2)));
    const nodes = nodesOf(plan);
    expect(nodes.find((n) => n['Subplan Name'] === 'CTE hits')).toMatchObject({ 'Actual Loops': 0 });
    const walks = nodes.filter(
      (n) => n['Index Name'] === 'contacts_sort_company_idx' && Number(n['Actual Loops']) > 0,
    );
    expect(walks).toHaveLength(1);
    expect(Number(walks[0]!['Actual Rows'])).toBeLessThanOrEqual(walkLength(25));
    for (const sort of sortsOf(plan)) expect(sort.given).toBeLessThanOrEqual(25);
  });
});

interface PlanNode {
  'Node Type': string;
  'Sort Method'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
