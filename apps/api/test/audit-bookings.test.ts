import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { entriesOf, oneEntry } from './helpers/audit.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingAnswer, bookShipment, GOTEBORG } from './helpers/booked-shipment.ts';
import { sql } from './helpers/database.ts';
import { caller, orderFor } from './helpers/shipments.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const TEMPLATE = 'dhl_freight_paket';
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

describe('the audit log of shipments', () => {
  it('records a booking once, on the booked order, with the carrier and its numbers', async () => {
    let booked:
      | { answer: { json(): { orderNo: string; consignmentNo: string } }; consignmentId: number }
      | undefined;
    // Saving and ordering are drafts, not audited: the booking is the one entry.
    const entries = await entriesOf(t.databaseUrl, async () => {
      booked = await bookingAnswer(t.app, user, { templateName: TEMPLATE });
    });
    expect(entries.map((e) => e.action)).toEqual(['order.booked']);
    const { orderNo, consignmentNo } = booked!.answer.json();
    expect(entries[0]).toMatchObject({
      customer_id: USERS.user.id,
      object_type: 'order',
      object_id: orderNo,
      object_label: `${GOTEBORG.name}, ${GOTEBORG.city}`,
    });
    expect(entries[0]!.changes).toMatchObject({
      consignmentNo: { from: null, to: consignmentNo },
      carrier: { from: null, to: 'DHL Freight' },
      currency: { from: null, to: 'SEK' },
    });
    // The order's temporary number gave way to its own.
    expect(entries[0]!.changes.orderNo?.to).toBe(orderNo);
  });

  it('records nothing for a booking refused (a credit block)', async () => {
    const { orderNo } = await orderFor(call, user, { templateName: TEMPLATE });
    const company = 'SELECT company_id FROM customers WHERE id = $1';
    await sql(t.databaseUrl, `UPDATE companies SET credit_block = true WHERE id = (${company})`, [
      USERS.user.id,
    ]);
    try {
      const entries = await entriesOf(t.databaseUrl, async () => {
        const res = await call(
          user,
          'PUT',
          '/order/book/',
          { orderNo },
          { 'idempotency-key': `blocked-${Date.now()}` },
        );
        expect(res.statusCode).toBe(403);
      });
      expect(entries).toEqual([]);
    } finally {
      await sql(t.databaseUrl, `UPDATE companies SET credit_block = false WHERE id = (${company})`, [
        USERS.user.id,
      ]);
    }
  });

  it('records a cancellation with the status it left', async () => {
    const { orderNo } = await bookShipment(t.app, user, { templateName: TEMPLATE });
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'PUT', '/order/cancel/', { orderNo })).statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'order.cancelled',
      object_id: orderNo,
      changes: { status: { to: 'Cancelled' } },
    });
  });

  it('records an unbooked order deleted, and several at once as one entry', async () => {
    const one = await orderFor(call, user);
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'DELETE', `/order/${one.orderNo}`)).statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'order.deleted',
      object_id: one.orderNo,
      object_label: 'Mottagare AB, Göteborg',
    });

    const [a, b] = [await orderFor(call, user), await orderFor(call, user)];
    const both = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'PUT', '/order/bulk/delete', [a.orderNo, b.orderNo])).statusCode).toBe(200);
    });
    expect(both).toMatchObject({ action: 'order.deleted', object_id: null, changes: { count: { to: 2 } } });
    expect(both.changes.ids?.to).toEqual(expect.arrayContaining([a.orderNo, b.orderNo]));
  });

  it('records consignments deleted', async () => {
    const { consignment } = await orderFor(call, user);
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'POST', '/consignment/delete/', [consignment.consignmentId])).statusCode).toBe(
        200,
      );
    });
    expect(entry).toMatchObject({
      action: 'consignment.deleted',
      object_type: 'consignment',
      object_id: String(consignment.consignmentId),
      object_label: 'Mottagare AB, Göteborg',
    });
  });

  it('records every print, the first one marking the order printed, and a reprint too', async () => {
    const { consignmentId, orderNo } = await bookShipment(t.app, user, { templateName: TEMPLATE });
    const first = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'POST', `/consignment/print/${consignmentId}/?format=PDF`)).statusCode).toBe(
        200,
      );
    });
    expect(first).toMatchObject({
      action: 'shipment.printed',
      object_type: 'order',
      object_id: orderNo,
      changes: { printed: { from: null, to: [orderNo] } },
    });
    const again = await oneEntry(t.databaseUrl, async () => {
      expect((await call(user, 'PUT', '/order/printed', [orderNo])).statusCode).toBe(200);
    });
    expect(again).toMatchObject({ action: 'shipment.printed', object_id: orderNo, changes: {} });
  });
});
