import { DOMAIN_EVENT_TYPES, type DomainEventType, domainEventPayloadSchemas } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key } from './helpers/bookings.ts';
import { libreOfficeWorkbook, uploadContacts } from './helpers/contact-files.ts';
import { sql } from './helpers/database.ts';
import { caller } from './helpers/shipments.ts';

// The six changes others react to, each made through its route: the event it leaves behind.
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
const NOW = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const { unbooked } = bookingFixture(() => ({ call, databaseUrl: t.databaseUrl }));

/** The events about a subject, oldest first, each checked against its type's domain schema. */
async function eventsAbout(subjectId: string | number, of: 'order' | 'consignment' | 'contact' | 'customer') {
  const rows = await sql<{ type: DomainEventType; company_id: number; payload: unknown }>(
    t.databaseUrl,
    "SELECT type, company_id, payload FROM events WHERE subject_id = $1 AND type LIKE $2 || '.%' ORDER BY created_at",
    [String(subjectId), of],
  );
  for (const r of rows) domainEventPayloadSchemas[r.type].parse(r.payload);
  return rows;
}
const companyOfUser = async () =>
  (
    await sql<{ company_id: number }>(t.databaseUrl, 'SELECT company_id FROM customers WHERE id = $1', [
      USERS.user.id,
    ])
  )[0]!.company_id;

describe('the events a change publishes', () => {
  it('are the ten the catalogue names', () => {
    expect(DOMAIN_EVENT_TYPES).toEqual([
      'order.booked',
      'order.cancelled',
      'order.printed',
      'consignment.deleted',
      'contact.changed',
      'customer.setting_changed',
      'shipment.status_changed',
      'complaint.answered',
      'bill.issued',
      'bill.paid',
    ]);
  });

  it('order.booked, order.printed and order.cancelled: one each, about the booked order', async () => {
    const { orderNo: temporary } = await unbooked(user);
    const booked = await call(user, 'PUT', '/order/book/', { orderNo: temporary }, key());
    expect(booked.statusCode).toBe(200);
    const { orderNo, consignmentNo } = booked.json();
    for (let i = 0; i < 2; i++)
      expect((await call(user, 'PUT', '/order/printed/', [orderNo])).statusCode).toBe(200);
    expect((await call(user, 'PUT', '/order/cancel/', { orderNo })).statusCode).toBe(200);
    const events = await eventsAbout(orderNo, 'order');
    expect(events.map((e) => e.type)).toEqual(['order.booked', 'order.printed', 'order.cancelled']);
    expect(events[0]).toMatchObject({
      company_id: await companyOfUser(),
      payload: { orderNo, consignmentNo, customerId: USERS.user.id, consignment: { consignmentNo } },
    });
  });

  it('consignment.deleted from either list, and nothing from a refused delete', async () => {
    const [a, b] = [await unbooked(user), await unbooked(user)];
    const idA = a.consignment.consignmentId as number;
    const idB = b.consignment.consignmentId as number;
    expect((await call(user, 'POST', '/consignment/delete/', [idA, 99_999_999])).statusCode).toBe(404);
    expect(await eventsAbout(idA, 'consignment')).toEqual([]);
    expect((await call(user, 'POST', '/consignment/delete/', [idA])).statusCode).toBe(200);
    expect((await call(user, 'PUT', '/order/bulk/delete/', [b.orderNo])).statusCode).toBe(200);
    for (const id of [idA, idB])
      expect(await eventsAbout(id, 'consignment')).toMatchObject([
        { type: 'consignment.deleted', payload: { consignmentId: id, customerId: USERS.user.id } },
      ]);
  });

  it('contact.changed for each contact created, changed and deleted', async () => {
    const place = {
      company: 'Lagerhuset AB',
      address1: 'Hamngatan 1',
      postcode: '113 51',
      city: 'Stockholm',
    };
    const created = await call(user, 'POST', '/contact/', place);
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect((await call(user, 'PUT', '/contact/', { ...contact, city: 'Solna' })).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/contact/${contact.id}`)).statusCode).toBe(204);
    const events = await eventsAbout(contact.id, 'contact');
    expect(events.map((e) => [e.type, (e.payload as { change: string }).change])).toEqual([
      ['contact.changed', 'created'],
      ['contact.changed', 'updated'],
      ['contact.changed', 'deleted'],
    ]);
  });

  it('contact.changed for each contact an import writes, and nothing from its preview', async () => {
    const imported = () =>
      sql<{ n: number }>(
        t.databaseUrl,
        "SELECT count(*)::int AS n FROM events WHERE type = 'contact.changed' AND payload->>'change' = 'imported'",
      ).then((rows) => rows[0]!.n);
    expect((await uploadContacts(t.app, user, libreOfficeWorkbook)).statusCode).toBe(200);
    expect(await imported()).toBe(0);
    const res = await uploadContacts(t.app, user, libreOfficeWorkbook, '');
    expect(res.statusCode).toBe(200);
    const { created, updated } = res.json().counts;
    expect(created).toBeGreaterThan(0);
    expect(await imported()).toBe(created + updated);
  });

  it('customer.setting_changed with the setting as sent, and nothing from a refused one', async () => {
    const setting = (body: unknown) => call(user, 'PUT', `/customer/setting/${USERS.user.id}`, body);
    expect((await setting({ setting: 'primaryContactId', value: 99_999_999 })).statusCode).toBe(404);
    expect(await eventsAbout(USERS.user.id, 'customer')).toEqual([]);
    expect((await setting({ setting: 'showAllBooked', value: true })).statusCode).toBe(200);
    expect(await eventsAbout(USERS.user.id, 'customer')).toMatchObject([
      {
        type: 'customer.setting_changed',
        payload: { customerId: USERS.user.id, change: { setting: 'showAllBooked', value: true } },
      },
    ]);
  });
});
