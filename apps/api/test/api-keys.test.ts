import { bookingPriceInput } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { key } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { caller, fullConsignment } from './helpers/shipments.ts';

// API keys (issue 35.1): made by an administrator, shown once, kept as a hash, allowed only what
// their scopes say on the routes that name a scope, revoked at once, rotated with an overlap,
// counted per key.

const TODAY = '2026-11-23';
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let admin: Session;
let user: Session;
let other: Session;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({
    today: () => TODAY,
    bookingsNow: () => clock,
    rateLimits: { windowSeconds: 60, signin: 1e6, refresh: 1e6, public: 1e6, apiKey: 40 },
  });
  call = caller(t.app);
  [admin, user, other] = await Promise.all([
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.other),
  ]);
});
afterAll(() => t.close());

/** A session that presents a key as its bearer token. */
const as = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } }) as Session;

async function newKey(scopes: string[], o: { name?: string; expiresOn?: string | null; by?: Session } = {}) {
  const res = await call(o.by ?? admin, 'POST', '/apikey', {
    name: o.name ?? 'ERP',
    scopes,
    expiresOn: o.expiresOn ?? null,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; prefix: string; status: string };
}

describe('making and listing keys', () => {
  it('shows the secret once; the list and the database hold only its prefix and a hash', async () => {
    const made = await newKey(['book:write', 'price:read']);
    expect(made.secret).toMatch(/^sk_live_[0-9A-Za-z]{8}_[0-9A-Za-z]{40}$/);
    expect(made.secret.startsWith(made.prefix)).toBe(true);
    const list = (await call(admin, 'GET', '/apikey')).json().keys;
    const listed = list.find((k: { id: number }) => k.id === made.id);
    expect(listed).toMatchObject({
      prefix: made.prefix,
      scopes: ['book:write', 'price:read'],
      status: 'active',
    });
    expect(JSON.stringify(list)).not.toContain(made.secret);
    const rows = await sql(t.databaseUrl, 'SELECT * FROM api_keys WHERE id = $1', [made.id]);
    expect(JSON.stringify(rows)).not.toContain(made.secret.slice(17));
  });

  it('is for administrators signed in as themselves', async () => {
    expect(errorCodes(await call(user, 'GET', '/apikey'))).toEqual(['apikey.admin_required']);
    const made = await newKey(['contacts:read']);
    const byKey = await call(as(made.secret), 'GET', '/apikey');
    expect(byKey.statusCode).toBe(403);
    expect(errorCodes(byKey)).toEqual(['apikey.route_not_allowed']);
    expect(errorCodes(await call(admin, 'POST', '/apikey', { name: 'x', scopes: ['nope:read'] }))).toEqual([
      'validation.failed',
    ]);
    expect(
      errorCodes(
        await call(admin, 'POST', '/apikey', { name: 'x', scopes: ['book:read'], expiresOn: '2026-11-22' }),
      ),
    ).toEqual(['apikey.expiry_past']);
  });

  it('keeps another company’s keys unknown', async () => {
    const made = await newKey(['book:read']);
    expect((await call(other, 'POST', `/apikey/${made.id}/revoke`)).statusCode).toBe(404);
    const theirs = (await call(other, 'GET', '/apikey')).statusCode;
    expect([200, 403]).toContain(theirs);
  });
});

describe('the audit log', () => {
  it('records making, rotating and revoking a key by its prefix, never its secret', async () => {
    const made = await newKey(['book:write'], { name: 'Lager' });
    const rotated = (await call(admin, 'POST', `/apikey/${made.id}/rotate`, { overlapHours: 0 })).json();
    await call(admin, 'POST', `/apikey/${rotated.id}/revoke`);
    const rows = await sql(
      t.databaseUrl,
      "SELECT action, object_label, changes, customer_id FROM audit_entries WHERE action LIKE 'apikey.%' AND object_label LIKE 'Lager%' ORDER BY id",
    );
    expect(rows.map((r) => r.action)).toEqual(['apikey.created', 'apikey.rotated', 'apikey.revoked']);
    expect(rows.every((r) => r.customer_id === USERS.admin.id)).toBe(true);
    expect(rows[1].changes).toEqual({ prefix: { from: made.prefix, to: rotated.prefix } });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(made.secret);
    expect(text).not.toContain(rotated.secret);
  });
});

describe('what a key may do', () => {
  it('books, prints and follows a shipment with book, price, documents and tracking scopes', async () => {
    const made = await newKey(['price:read', 'book:write', 'documents:write', 'tracking:read']);
    const erp = as(made.secret);
    const c = fullConsignment({ pickupDate: '2026-11-25' });
    const terms = { consigneeType: 'company', noPickup: false, insured: false, goodsValue: null } as const;
    const priced = await call(erp, 'POST', '/consignment/price/', [bookingPriceInput(terms, c)]);
    expect(priced.statusCode).toBe(200);
    const quote = priced
      .json()
      .priceResult.find((q: { templateName: string }) => q.templateName === 'dhl_freight_paket');
    const saved = (await call(erp, 'POST', '/consignment/?temp=1', c)).json().consignments[0];
    const order = await call(erp, 'POST', '/order/', {
      consignmentId: saved.consignmentId,
      templateName: 'dhl_freight_paket',
      calculatedPrice: quote.price,
    });
    expect(order.statusCode).toBe(201);
    const booked = await call(erp, 'PUT', '/order/book/', { orderNo: order.json().orderNo }, key());
    expect(booked.statusCode, booked.body).toBe(200);
    // The key acts for the administrator who made it: the order is theirs.
    expect(booked.json().customerId ?? USERS.admin.id).toBe(USERS.admin.id);
    const printed = await call(erp, 'POST', `/consignment/print/${saved.consignmentId}/?format=PDF`);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toContain('application/pdf');
    // The audit log says the key did it, from where, for its maker.
    const [entry] = await sql(
      t.databaseUrl,
      "SELECT customer_id, api_key_id, address FROM audit_entries WHERE action = 'order.booked' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({ customer_id: USERS.admin.id, api_key_id: made.id, address: '127.0.0.1' });
    const tracking = await call(erp, 'GET', `/order/${booked.json().orderNo}/tracking`);
    expect([200, 404]).toContain(tracking.statusCode);
  });

  it('refuses what its scopes do not allow: a read key cannot book, a book key cannot see contacts', async () => {
    const reader = as((await newKey(['book:read'])).secret);
    const booking = await call(reader, 'POST', '/order/', {
      consignmentId: 1,
      templateName: 'x',
      calculatedPrice: 1,
    });
    expect(booking.statusCode).toBe(403);
    expect(errorCodes(booking)).toEqual(['apikey.scope_missing']);
    expect((await call(reader, 'GET', `/order/customer/${USERS.admin.id}`)).statusCode).toBe(200);
    expect(errorCodes(await call(reader, 'GET', `/contact/customer/${USERS.admin.id}`))).toEqual([
      'apikey.scope_missing',
    ]);
    // Write includes read of the same area.
    const writer = as((await newKey(['contacts:write'])).secret);
    expect((await call(writer, 'GET', `/contact/customer/${USERS.admin.id}`)).statusCode).toBe(200);
    // Never the profile or the company's settings.
    expect(errorCodes(await call(writer, 'GET', `/customer/${USERS.admin.id}`))).toEqual([
      'apikey.route_not_allowed',
    ]);
  });

  it('answers a wrong, revoked or expired key with 401 and why, at once', async () => {
    expect(
      errorCodes(await call(as('sk_live_AAAAAAAA_'.padEnd(57, 'A')), 'GET', '/order/customer/1')),
    ).toEqual(['apikey.invalid']);
    const made = await newKey(['book:read'], { expiresOn: '2026-11-24' });
    const erp = as(made.secret);
    expect((await call(erp, 'GET', `/order/customer/${USERS.admin.id}`)).statusCode).toBe(200);
    const forged = `${made.secret.slice(0, -1)}${made.secret.endsWith('A') ? 'B' : 'A'}`;
    expect(errorCodes(await call(as(forged), 'GET', `/order/customer/${USERS.admin.id}`))).toEqual([
      'apikey.invalid',
    ]);
    clock = new Date('2026-11-24T22:59:00Z');
    expect((await call(erp, 'GET', `/order/customer/${USERS.admin.id}`)).statusCode).toBe(200);
    clock = new Date('2026-11-24T23:00:01Z');
    expect(errorCodes(await call(erp, 'GET', `/order/customer/${USERS.admin.id}`))).toEqual([
      'apikey.expired',
    ]);
    clock = new Date('2026-11-23T10:00:00Z');
    const revoked = await newKey(['book:read']);
    expect((await call(admin, 'POST', `/apikey/${revoked.id}/revoke`)).json().status).toBe('revoked');
    const res = await call(as(revoked.secret), 'GET', `/order/customer/${USERS.admin.id}`);
    expect(res.statusCode).toBe(401);
    expect(errorCodes(res)).toEqual(['apikey.revoked']);
  });

  it('rotates with the overlap chosen: both work meanwhile, then only the new one', async () => {
    const old = await newKey(['book:read'], { name: 'Webbshop' });
    const rotated = await call(admin, 'POST', `/apikey/${old.id}/rotate`, { overlapHours: 24 });
    expect(rotated.statusCode).toBe(201);
    const fresh = rotated.json();
    expect(fresh).toMatchObject({ name: 'Webbshop', scopes: ['book:read'], status: 'active' });
    expect(fresh.secret).not.toBe(old.secret);
    const list = `/order/customer/${USERS.admin.id}`;
    expect((await call(as(old.secret), 'GET', list)).statusCode).toBe(200);
    expect((await call(as(fresh.secret), 'GET', list)).statusCode).toBe(200);
    clock = new Date('2026-11-24T10:00:01Z');
    expect(errorCodes(await call(as(old.secret), 'GET', list))).toEqual(['apikey.expired']);
    expect((await call(as(fresh.secret), 'GET', list)).statusCode).toBe(200);
    clock = new Date('2026-11-23T10:00:00Z');
    const now = await call(admin, 'POST', `/apikey/${fresh.id}/rotate`, { overlapHours: 0 });
    expect(errorCodes(await call(as(fresh.secret), 'GET', list))).toEqual(['apikey.revoked']);
    expect((await call(as(now.json().secret), 'GET', list)).statusCode).toBe(200);
    expect(errorCodes(await call(admin, 'POST', `/apikey/${fresh.id}/rotate`, { overlapHours: 0 }))).toEqual([
      'apikey.not_active',
    ]);
  });

  it('notes when and from where a key was last used', async () => {
    const made = await newKey(['book:read']);
    await t.app.inject({
      method: 'GET',
      url: `/api/order/customer/${USERS.admin.id}`,
      headers: { authorization: `Bearer ${made.secret}` },
      remoteAddress: '10.20.30.40',
    });
    const listed = (await call(admin, 'GET', '/apikey'))
      .json()
      .keys.find((k: { id: number }) => k.id === made.id);
    expect(listed).toMatchObject({ lastUsedAt: clock.toISOString(), lastUsedFrom: '10.20.30.40' });
  });

  it('counts each key’s calls on its own: over its limit 429, another key unaffected', async () => {
    const busy = as((await newKey(['book:read'])).secret);
    const calm = as((await newKey(['book:read'])).secret);
    const list = `/order/customer/${USERS.admin.id}`;
    for (let i = 0; i < 40; i++) expect((await call(busy, 'GET', list)).statusCode).toBe(200);
    const over = await call(busy, 'GET', list);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(calm, 'GET', list)).statusCode).toBe(200);
  });
});
