import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { createContact, updateCustomer } from './helpers/factories.ts';

let t: TestApp;
let user: Session;
let other: Session;
const ids: Record<string, number> = {};

// Nordisk Verktyg AB (admin and user) and Östersjö Handel AB (other) with contacts of each.
const contacts = [
  {
    key: 'zeta',
    customerId: USERS.user.id,
    company: 'Zeta Logistik AB',
    city: 'Göteborg',
    postcode: '41104',
  },
  {
    key: 'akesson',
    customerId: USERS.user.id,
    company: 'Åkesson & Söner AB',
    city: 'Örebro',
    postcode: '70210',
  },
  {
    key: 'alfa',
    customerId: USERS.admin.id,
    company: 'Alfa Verktyg AB',
    city: 'Stockholm',
    postcode: '11351',
    consignor: true,
  },
  {
    key: 'aros',
    customerId: USERS.admin.id,
    company: 'Ärlinghems Bygg AB',
    city: 'Västerås',
    postcode: '72212',
    reference: 'Lager 50% rabatt',
  },
  {
    key: 'person',
    customerId: USERS.admin.id,
    company: '',
    firstName: 'Eva',
    lastName: 'Berg',
    city: 'Malmö',
    postcode: '21120',
  },
  {
    key: 'foreign',
    customerId: USERS.other.id,
    company: 'Alfa Hamn AB',
    city: 'Stockholm',
    postcode: '11351',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  [user, other] = await Promise.all([signIn(t.app, USERS.user), signIn(t.app, USERS.other)]);
  for (const { key, ...c } of contacts) ids[key] = (await createContact(t.databaseUrl, c)).id;
});
afterAll(() => t.close());

const list = async (query = '', s = user, custId: number = USERS.user.id) =>
  t.app.inject({ method: 'GET', url: `/api/contact/customer/${custId}${query}`, headers: s.headers });
const names = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, query).toBe(200);
  return res.json().contacts.map((c: { company: string; fullName: string }) => c.company || c.fullName);
};

describe('GET /contact/customer/:custId', () => {
  it("lists the whole company's contacts in Swedish order, never another company's", async () => {
    const res = await list();
    expect(res.json()).toMatchObject({
      total: 5,
      totalCapped: false,
      page: 1,
      pageSize: 25,
      filterContacts: false,
    });
    expect(await names('')).toEqual([
      'Eva Berg',
      'Alfa Verktyg AB',
      'Zeta Logistik AB',
      'Åkesson & Söner AB',
      'Ärlinghems Bygg AB',
    ]);
    expect(await names('?order=desc')).toEqual([
      'Ärlinghems Bygg AB',
      'Åkesson & Söner AB',
      'Zeta Logistik AB',
      'Alfa Verktyg AB',
      'Eva Berg',
    ]);
    expect(await names('?sort=city')).toEqual([
      'Zeta Logistik AB',
      'Eva Berg',
      'Alfa Verktyg AB',
      'Ärlinghems Bygg AB',
      'Åkesson & Söner AB',
    ]);
  });

  it('pages steadily', async () => {
    const first = await names('?pageSize=10&page=1&sort=postcode');
    expect(first).toHaveLength(5);
    const res = await list('?pageSize=10&page=2');
    expect(res.json()).toMatchObject({ contacts: [], total: 5, page: 2 });
  });

  it('searches company, name, city, postcode and reference, whatever the case', async () => {
    expect(await names('?search=verktyg')).toEqual(['Alfa Verktyg AB']);
    expect(await names('?search=ÖREBRO')).toEqual(['Åkesson & Söner AB']);
    expect(await names('?search=eva%20berg')).toEqual(['Eva Berg']);
    expect(await names('?search=113%2051')).toEqual(['Alfa Verktyg AB']);
    expect(await names('?search=702')).toEqual(['Åkesson & Söner AB']);
    expect(await names('?search=50%25')).toEqual(['Ärlinghems Bygg AB']);
    expect(await names('?search=x_y')).toEqual([]);
    expect((await list('?search=alfa')).json().total).toBe(1);
  });

  it('keeps the asked order for the hits of a search', async () => {
    // "g ab" ends "Alfa Verktyg AB" (Stockholm) and "Ärlinghems Bygg AB" (Västerås).
    expect(await names('?search=g%20ab')).toEqual(['Alfa Verktyg AB', 'Ärlinghems Bygg AB']);
    expect(await names('?search=g%20ab&order=desc')).toEqual(['Ärlinghems Bygg AB', 'Alfa Verktyg AB']);
    expect(await names('?search=g%20ab&sort=city&order=desc')).toEqual([
      'Ärlinghems Bygg AB',
      'Alfa Verktyg AB',
    ]);
  });

  it('refuses a search shorter than the minimum and a page size not offered', async () => {
    const short = await list('?search=al');
    expect(short.statusCode).toBe(400);
    expect(errorCodes(short)).toEqual(['contact.search_too_short']);
    expect((await list('?pageSize=7')).statusCode).toBe(400);
    expect((await list('?sort=email')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('narrows to senders or receivers for the pickers', async () => {
    expect(await names('?role=consignor')).toEqual(['Alfa Verktyg AB']);
    expect((await list('?role=consignee')).json().total).toBe(5);
  });

  it("shows only the caller's own contacts under filterContacts", async () => {
    await updateCustomer(t.databaseUrl, USERS.user.id, { filterContacts: true });
    try {
      const res = await list();
      expect(res.json()).toMatchObject({ total: 2, filterContacts: true });
      expect(await names('')).toEqual(['Zeta Logistik AB', 'Åkesson & Söner AB']);
    } finally {
      await updateCustomer(t.databaseUrl, USERS.user.id, { filterContacts: false });
    }
  });

  it('marks the caller’s sender favourite', async () => {
    await updateCustomer(t.databaseUrl, USERS.user.id, { primaryContactId: ids.alfa });
    const found = (await list('?search=alfa')).json().contacts;
    expect(found).toEqual([expect.objectContaining({ id: ids.alfa, primary: true })]);
  });

  it("answers 404 for another customer's list", async () => {
    const res = await list('', user, USERS.admin.id);
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['customer.not_found']);
    expect((await list('', other, USERS.other.id)).json().total).toBe(1);
  });
});
