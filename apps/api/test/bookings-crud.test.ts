import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { updateCustomer } from './helpers/factories.ts';
import { caller, fullConsignment, orderFor, savedConsignment } from './helpers/shipments.ts';

let t: TestApp;
let admin: Session;
let user: Session;
let other: Session;
let demo: Session;
let call: ReturnType<typeof caller>;
const TODAY = '2026-11-23';
beforeAll(async () => {
  t = await createTestApp({ today: () => TODAY, bookingsNow: () => new Date('2026-11-23T10:00:00Z') });
  call = caller(t.app);
  [admin, user, other, demo] = await Promise.all([
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.other),
    signInDemo(t.app),
  ]);
});
afterAll(() => t.close());

const saved = (s: Session, temp = 1, c = fullConsignment()) => savedConsignment(call, s, temp, c);
const withOrder = (s: Session, extra: Record<string, unknown> = {}) => orderFor(call, s, extra);

describe('POST, PUT and GET /consignment', () => {
  it('saves for later with placeholders, reads back after the response rules, and changes', async () => {
    const c = await saved(user);
    expect(c.consignmentId).toBeGreaterThan(0);
    expect(c.owner).toBe(USERS.user.id);
    const consignee = c.parts.find((p: { role: string }) => p.role === 'consignee');
    expect(consignee.communication.mobile.value).toBe('0123456789');
    const read = await call(user, 'GET', `/consignment/${c.consignmentId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ consignments: [c], errors: [] });
    const changed = await call(user, 'PUT', '/consignment/', { ...c, senderOrderRef: 'PO-77' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().consignments[0].senderOrderRef).toBe('PO-77');
  });

  it('works out volume and loading metres from the measures, whatever the caller sent', async () => {
    const c = fullConsignment();
    c.goodsItem = [
      { ...c.goodsItem[0]!, noOfPackages: 1, length: 40, width: 30, height: 20, volume: 0, loadingMetres: 0 },
    ];
    const s = await saved(user, 0, c);
    expect(s.goodsItem[0]).toMatchObject({ volume: 0.024, loadingMetres: 0.05 });
    const twice = { ...s.goodsItem[0], noOfPackages: 2, volume: 9, loadingMetres: 9 };
    const changed = await call(user, 'PUT', '/consignment/', { ...s, goodsItem: [twice] });
    expect(changed.statusCode).toBe(200);
    const read = (await call(user, 'GET', `/consignment/${s.consignmentId}`)).json().consignments[0];
    expect(read.goodsItem[0]).toMatchObject({ noOfPackages: 2, volume: 0.048, loadingMetres: 0.1 });
  });

  it('keeps a blank receiver blank when saved for good (temp=0)', async () => {
    const c = await saved(user, 0);
    const consignee = c.parts.find((p: { role: string }) => p.role === 'consignee');
    expect(consignee.communication.mobile.value).toBe('');
  });

  it('puts parts in order and moves a past pickup date to today', async () => {
    const body = fullConsignment({ pickupDate: '2026-01-05' });
    body.parts = [...body.parts].reverse();
    const c = await saved(user, 0, body);
    expect(c.parts.map((p: { role: string }) => p.role)).toEqual(['consignor', 'consignee']);
    expect(c.transportProduct.pickup.date).toBe(TODAY);
  });

  it('writes to no receiver when a shipment is saved, for later or not: it may never be booked', async () => {
    const count = async () =>
      (
        await sql<{ n: number }>(
          t.databaseUrl,
          "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'preNotice'",
        )
      )[0]!.n;
    const before = await count();
    const asked = fullConsignment({ receiverEmail: 'mottagare@example.se' });
    asked.parts[1]!.communication.email.notify = true;
    await saved(user, 1, asked);
    await saved(user, 0, asked);
    expect(await count()).toBe(before);
  });

  it('answers another company 404, the demo user 403 and bad input 400', async () => {
    const c = await saved(user);
    const foreign = await call(other, 'GET', `/consignment/${c.consignmentId}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['consignment.not_found']);
    expect((await call(other, 'PUT', '/consignment/', c)).statusCode).toBe(404);
    expect((await call(other, 'POST', '/consignment/delete/', [c.consignmentId])).statusCode).toBe(404);
    const demoSave = await call(demo, 'POST', '/consignment/?temp=1', fullConsignment());
    expect(demoSave.statusCode).toBe(403);
    expect(errorCodes(demoSave)).toEqual(['auth.demo_forbidden']);
    const bad = await call(user, 'POST', '/consignment/?temp=1', { ...fullConsignment(), goodsItem: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorCodes(bad)).toContain('validation.failed');
    expect((await call(user, 'POST', '/consignment/?temp=2', fullConsignment())).statusCode).toBe(400);
  });

  it('refuses text the database cannot keep (null character, half a UTF-16 pair, nested values) with 400', async () => {
    const nul = fullConsignment();
    nul.transportProduct.serviceOption = [{ type: 'cod', amount: 'a\u0000b' }];
    const lone = fullConsignment();
    lone.parts[0]!.address.name = 'x\ud800y';
    const nested = fullConsignment();
    nested.transportProduct.serviceOption = [{ type: 'cod', deep: { value: '1' } } as never];
    for (const body of [nul, lone, nested]) {
      const res = await call(user, 'POST', '/consignment/?temp=0', body);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toContain('validation.failed');
    }
    const emoji = fullConsignment();
    emoji.parts[1]!.address.name = 'Paket 📦 AB';
    expect((await call(user, 'POST', '/consignment/?temp=0', emoji)).statusCode).toBe(200);
  });

  it('deletes all listed consignments, with their orders, or none', async () => {
    const [a, b] = [await saved(user), await saved(user)];
    const theirs = await saved(other);
    const refused = await call(user, 'POST', '/consignment/delete/', [a.consignmentId, theirs.consignmentId]);
    expect(refused.statusCode).toBe(404);
    expect((await call(user, 'GET', `/consignment/${a.consignmentId}`)).statusCode).toBe(200);
    const { orderNo } = (await call(user, 'POST', '/order/', { consignmentId: b.consignmentId })).json();
    const res = await call(user, 'POST', '/consignment/delete/', [a.consignmentId, b.consignmentId]);
    expect(res.statusCode).toBe(200);
    expect((await call(user, 'GET', `/consignment/${b.consignmentId}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/order/${orderNo}`)).statusCode).toBe(404);
  });
});

describe('orders', () => {
  it('creates a temporary 16-character order, reads it with its consignment, changes it', async () => {
    const { orderNo, consignment } = await withOrder(user, { insured: true, goodsValue: 20_000 });
    expect(orderNo).toMatch(/^[A-Z0-9]{16}$/);
    const read = await call(user, 'GET', `/order/${orderNo}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      orderNo,
      custId: USERS.user.id,
      consignmentId: consignment.consignmentId,
      insurancePrice: 150,
      archived: false,
      dateBooked: null,
      from: { name: 'Lagerhuset AB', city: 'Stockholm' },
      to: { name: 'Mottagare AB', city: 'Göteborg' },
    });
    expect(read.json().consignment.orderNo).toBe(orderNo);
    const changed = await call(user, 'PUT', '/order/', {
      orderNo,
      consignmentId: consignment.consignmentId,
      insured: true,
      goodsValue: 1000,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().insurancePrice).toBe(65);
  });

  it('refuses insurance when the customer has it switched off', async () => {
    await updateCustomer(t.databaseUrl, USERS.admin.id, { insuranceDisabled: true });
    const c = await saved(admin);
    const res = await call(admin, 'POST', '/order/', {
      consignmentId: c.consignmentId,
      insured: true,
      goodsValue: 5000,
    });
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['order.insurance_disabled']);
    await updateCustomer(t.databaseUrl, USERS.admin.id, { insuranceDisabled: false });
  });

  it('answers another company 404, the demo user 403 and bad input 400 on every order call', async () => {
    const { orderNo, consignment } = await withOrder(user);
    for (const [method, url, body] of [
      ['GET', `/order/${orderNo}`, undefined],
      ['PUT', '/order/', { orderNo }],
      ['DELETE', `/order/${orderNo}`, undefined],
      ['PUT', '/order/bulk/delete/', [orderNo]],
      ['PUT', '/order/printed/', [orderNo]],
      ['PUT', '/order/book/', { orderNo }],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorCodes(res)).toEqual(['order.not_found']);
      expect((await call(demo, method, url, body)).statusCode, `demo ${method} ${url}`).toBe(403);
    }
    const stolen = await call(other, 'POST', '/order/', { consignmentId: consignment.consignmentId });
    expect(stolen.statusCode).toBe(404);
    expect((await call(other, 'GET', `/order/customer/${USERS.user.id}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', '/order/a%2Fb')).statusCode).toBe(400);
    expect((await call(user, 'POST', '/order/', { insured: true })).statusCode).toBe(400);
    expect((await call(user, 'PUT', '/order/bulk/delete/', [])).statusCode).toBe(400);
  });

  it('refuses a second order for a consignment', async () => {
    const { consignment } = await withOrder(user);
    const res = await call(user, 'POST', '/order/', { consignmentId: consignment.consignmentId });
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['consignment.has_order']);
  });

  it('deletes an order with its consignment, one or in bulk, all or none', async () => {
    const a = await withOrder(user);
    const del = await call(user, 'DELETE', `/order/${a.orderNo}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ orderNos: [a.orderNo] });
    expect((await call(user, 'GET', `/order/${a.orderNo}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/consignment/${a.consignment.consignmentId}`)).statusCode).toBe(404);
    const [b, c] = [await withOrder(user), await withOrder(user)];
    const refused = await call(user, 'PUT', '/order/bulk/delete/', [b.orderNo, 'ZZZZZZZZZZZZZZZZ']);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].values).toEqual(['ZZZZZZZZZZZZZZZZ']);
    const bulk = await call(user, 'PUT', '/order/bulk/delete/', [b.orderNo, c.orderNo]);
    expect(bulk.statusCode).toBe(200);
    expect((await call(user, 'GET', `/order/${c.orderNo}`)).statusCode).toBe(404);
  });

  it('refuses to mark an unbooked order printed', async () => {
    const { orderNo } = await withOrder(user);
    const res = await call(user, 'PUT', '/order/printed/', [orderNo]);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['order.not_booked']);
  });
});
