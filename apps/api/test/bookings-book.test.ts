import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingFixture, key, TEMPLATE } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { setAgreementNo, updateCustomer } from './helpers/factories.ts';
import { untilPricingSees } from './helpers/pricing-customers.ts';
import { caller } from './helpers/shipments.ts';

let t: TestApp;
let admin: Session;
let user: Session;
let other: Session;
let call: ReturnType<typeof caller>;
const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ today: () => TODAY, bookingsNow: () => NOW });
  call = caller(t.app);
  [admin, user, other] = await Promise.all([
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.other),
  ]);
});
afterAll(() => t.close());

const { shownPrice, unbooked, packagesOf, carrierBookings } = bookingFixture(() => ({
  call,
  databaseUrl: t.databaseUrl,
}));

describe('PUT /order/book', () => {
  it('books with the carrier: a booked order number, the consignment number, one number per package', async () => {
    const { orderNo, consignment } = await unbooked(user, { goods: 3, insured: 20_000 });
    const res = await call(user, 'PUT', '/order/book/', { orderNo }, key());
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.orderNo).toMatch(/^\d{7,}$/);
    expect(order.consignmentNo).toMatch(/^\d{10}$/);
    expect(order.dateBooked).toBe(NOW.toISOString());
    expect(order.insurancePrice).toBe(150);
    expect(order.consignment.consignmentNo).toBe(order.consignmentNo);
    const packages = await packagesOf(consignment.consignmentId);
    expect(packages.map((p) => [p.sequence, p.goods_line])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(new Set(packages.map((p) => p.number)).size).toBe(3);
    // The temporary number still finds it, booked.
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().orderNo).toBe(order.orderNo);
    expect((await call(user, 'GET', `/order/${order.orderNo}`)).json().consignmentNo).toBe(
      order.consignmentNo,
    );
  });

  it('books more packages than a kept statement covers (21), and again, each package numbered', async () => {
    for (let i = 0; i < 2; i++) {
      const { orderNo, consignment } = await unbooked(user, { goods: 21 });
      const res = await call(user, 'PUT', '/order/book/', { orderNo }, key());
      expect(res.statusCode).toBe(200);
      const packages = await packagesOf(consignment.consignmentId);
      expect(packages.map((p) => p.sequence)).toEqual(Array.from({ length: 21 }, (_, n) => n + 1));
      expect(new Set(packages.map((p) => p.number)).size).toBe(21);
    }
  });

  it("books under the customer's agreement number, or the carrier's default by price list where that is none", async () => {
    const accountOf = async (orderNo: string) =>
      (
        await sql<{ account: string }>(
          t.databaseUrl,
          'SELECT account FROM carrier_sandbox_bookings WHERE idempotency_key = $1',
          [orderNo],
        )
      )[0]?.account;
    const book = async () => {
      const { orderNo } = await unbooked(admin);
      expect((await call(admin, 'PUT', '/order/book/', { orderNo }, key())).statusCode).toBe(200);
      return accountOf(orderNo);
    };
    expect(await book()).toBe('4410231');
    const [defaults] = await sql<{ list2: string; other: string }>(
      t.databaseUrl,
      'SELECT default_agreement_no_list2 AS list2, default_agreement_no_other AS other FROM carriers WHERE code = 116',
    );
    await setAgreementNo(t.databaseUrl, USERS.admin.id, 116, '12L45');
    try {
      expect(await book()).toBe(defaults?.other);
      await updateCustomer(t.databaseUrl, USERS.admin.id, { priceList: 2 });
      await untilPricingSees(t.app, USERS.admin.id, (c) => c.priceList === 2);
      expect(await book()).toBe(defaults?.list2);
      expect(defaults?.list2).not.toBe(defaults?.other);
    } finally {
      await setAgreementNo(t.databaseUrl, USERS.admin.id, 116, '4410231');
      await updateCustomer(t.databaseUrl, USERS.admin.id, { priceList: 1 });
      await untilPricingSees(t.app, USERS.admin.id, (c) => c.priceList === 1);
    }
  });

  it('refuses a customer whose company has a credit block, with nothing booked', async () => {
    const { orderNo } = await unbooked(admin);
    await sql(
      t.databaseUrl,
      'UPDATE companies SET credit_block = true WHERE id = (SELECT company_id FROM customers WHERE id = $1)',
      [USERS.admin.id],
    );
    try {
      const res = await call(admin, 'PUT', '/order/book/', { orderNo }, key());
      expect(res.statusCode).toBe(403);
      expect(errorCodes(res)).toEqual(['booking.credit_blocked']);
      expect((await call(admin, 'GET', `/order/${orderNo}`)).json().dateBooked).toBeNull();
    } finally {
      await sql(
        t.databaseUrl,
        'UPDATE companies SET credit_block = false WHERE id = (SELECT company_id FROM customers WHERE id = $1)',
        [USERS.admin.id],
      );
    }
  });

  it('refuses a price that changed, giving the new one, and books at the new price once accepted', async () => {
    const right = await shownPrice(user);
    const { orderNo, consignment } = await unbooked(user, { price: right - 10 });
    const attempt = key();
    const res = await call(user, 'PUT', '/order/book/', { orderNo }, attempt);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['booking.price_changed']);
    expect(res.json().errors[0].values).toEqual([right, 'SEK', right - 10]);
    expect(await carrierBookings(orderNo)).toBe(0);
    await call(user, 'PUT', '/order/', {
      orderNo,
      consignmentId: consignment.consignmentId,
      templateName: TEMPLATE,
      calculatedPrice: right,
    });
    // A refusal is not kept: the same attempt key books once the price is accepted.
    const booked = await call(user, 'PUT', '/order/book/', { orderNo }, attempt);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().calculatedPrice).toBe(right);
  });

  it('answers another company 404 and a malformed key 400', async () => {
    const { orderNo } = await unbooked(user);
    const foreign = await call(other, 'PUT', '/order/book/', { orderNo }, key());
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['order.not_found']);
    const bad = await call(user, 'PUT', '/order/book/', { orderNo }, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await call(user, 'PUT', '/order/book/', {}, key())).statusCode).toBe(400);
  });
});

describe('PUT /consignment/book', () => {
  it('saves the consignment as sent and books its order; Book all then books the order once', async () => {
    const { orderNo, consignment } = await unbooked(user);
    const res = await call(
      user,
      'PUT',
      '/consignment/book/',
      { ...consignment, senderOrderRef: 'PO-9' },
      key(),
    );
    expect(res.statusCode).toBe(200);
    const booked = res.json().consignments[0];
    expect(res.json().errors).toEqual([]);
    expect(booked.consignmentNo).toMatch(/^\d{10}$/);
    expect(booked.senderOrderRef).toBe('PO-9');
    const order = await call(user, 'PUT', '/order/book/', { orderNo }, key());
    expect(order.statusCode).toBe(200);
    expect(order.json().consignmentNo).toBe(booked.consignmentNo);
    expect(await carrierBookings(orderNo)).toBe(1);
  });

  it('answers the carrier’s refusal as consignment errors, nothing booked', async () => {
    const { orderNo, consignment } = await unbooked(user);
    const receiver = consignment.parts.find((p: { role: string }) => p.role === 'consignee');
    receiver.communication.email = { value: '', notify: true };
    const res = await call(user, 'PUT', '/consignment/book/', consignment, key());
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      { code: 'consignment.email_notice_missing', description: 'E-post saknas för mottagare' },
    ]);
    expect(res.json().consignments[0].consignmentNo).toBeNull();
    const order = await call(user, 'PUT', '/order/book/', { orderNo }, key());
    expect(order.statusCode).toBe(422);
    expect(errorCodes(order)).toEqual(['booking.carrier_refused', 'consignment.email_notice_missing']);
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().dateBooked).toBeNull();
  });

  it('hands the pickup window over in Swedish time with the offset of the pickup day', async () => {
    const { orderNo } = await unbooked(user);
    const { consignment } = (await call(user, 'PUT', '/order/book/', { orderNo }, key())).json();
    expect(consignment.transportProduct.pickup).toMatchObject({
      date: '2026-11-25',
      earliest: '2026-11-25T09:00:00+01:00',
      latest: '2026-11-25T16:00:00+01:00',
    });
  });

  it('keeps a booked shipment as it is: no change, no delete', async () => {
    const { orderNo, consignment } = await unbooked(user);
    const booked = (await call(user, 'PUT', '/order/book/', { orderNo }, key())).json();
    const checks = [
      await call(user, 'PUT', '/consignment/', { ...consignment, senderOrderRef: 'changed' }),
      await call(user, 'POST', '/consignment/delete/', [consignment.consignmentId]),
      await call(user, 'PUT', '/order/', {
        orderNo: booked.orderNo,
        consignmentId: consignment.consignmentId,
      }),
      await call(user, 'DELETE', `/order/${booked.orderNo}`),
      await call(user, 'PUT', '/order/bulk/delete/', [booked.orderNo]),
    ];
    expect(checks.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(checks.map((r) => errorCodes(r)[0])).toEqual([
      'consignment.booked',
      'consignment.booked',
      'order.booked',
      'order.booked',
      'order.booked',
    ]);
    const printed = await call(user, 'PUT', '/order/printed/', [booked.orderNo]);
    expect(printed.statusCode).toBe(200);
    expect((await call(user, 'GET', `/order/${booked.orderNo}`)).json()).toMatchObject({
      printed: true,
      senderOrderRef: '',
      consignment: { senderOrderRef: '' },
    });
  });

  it('answers a consignment of another company 404', async () => {
    const { consignment } = await unbooked(user);
    const res = await call(other, 'PUT', '/consignment/book/', consignment, key());
    expect(res.statusCode).toBe(404);
  });
});

describe('the booked list', () => {
  it('shows the caller’s bookings, or the company’s with showAllBooked; archived ones as summaries', async () => {
    const mine = await unbooked(user);
    const theirs = await unbooked(admin);
    const a = (await call(user, 'PUT', '/order/book/', { orderNo: mine.orderNo }, key())).json();
    const b = (await call(admin, 'PUT', '/order/book/', { orderNo: theirs.orderNo }, key())).json();
    const list = async () =>
      (
        await call(user, 'GET', `/order/customer/${USERS.user.id}?booked=1&sort=dateBooked&pageSize=100`)
      ).json();
    const own = await list();
    expect(own.showAllBooked).toBe(false);
    expect(own.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(a.orderNo);
    expect(own.orders.map((o: { orderNo: string }) => o.orderNo)).not.toContain(b.orderNo);
    await updateCustomer(t.databaseUrl, USERS.user.id, { showAllBooked: true });
    const all = await list();
    expect(all.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(b.orderNo);
    await updateCustomer(t.databaseUrl, USERS.user.id, { showAllBooked: false });

    await sql(t.databaseUrl, "UPDATE orders SET date_booked = '2025-09-01T10:00:00Z' WHERE order_no = $1", [
      a.orderNo,
    ]);
    const archived = (await call(user, 'GET', `/order/${a.orderNo}`)).json();
    expect(archived).toMatchObject({ archived: true, consignment: null });
  });
});
