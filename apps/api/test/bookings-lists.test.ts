import { describe, expect, it } from 'vitest';
import { USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { updateCustomer } from './helpers/factories.ts';
import { fullConsignment, orderFor, savedConsignment } from './helpers/shipments.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// The send list and the booked list: paged, sorted, searched and counted on the server.

const app = useSignedInApp({
  today: () => '2026-11-23',
  bookingsNow: () => new Date('2026-11-23T10:00:00Z'),
});

describe('GET /order/customer/{custId}', () => {
  it('pages, sorts and searches the send list on the server, the caller’s own only', async () => {
    const mine = [];
    for (const name of ['Åkeriet AB', 'Bageriet AB', 'Cykelboden AB']) {
      const c = fullConsignment();
      c.parts[1]!.address.name = name;
      const s = await savedConsignment(app.call, app.admin, 1, c);
      const res = await app.call(app.admin, 'POST', '/order/', { consignmentId: s.consignmentId });
      mine.push(res.json().orderNo);
    }
    await orderFor(app.call, app.user);
    const list = await app.call(
      app.admin,
      'GET',
      `/order/customer/${USERS.admin.id}?booked=0&sort=receiver&order=asc&pageSize=10`,
    );
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(3);
    expect(body.orders.map((o: { to: { name: string } }) => o.to.name)).toEqual([
      'Bageriet AB',
      'Cykelboden AB',
      'Åkeriet AB',
    ]);
    expect(body.orders.every((o: { consignment: unknown }) => o.consignment === null)).toBe(true);
    const page2 = await app.call(
      app.admin,
      'GET',
      `/order/customer/${USERS.admin.id}?booked=0&sort=receiver&order=desc&pageSize=10&page=2`,
    );
    expect(page2.json().orders).toEqual([]);
    const search = await app.call(
      app.admin,
      'GET',
      `/order/customer/${USERS.admin.id}?booked=0&search=cykel`,
    );
    expect(search.json().orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([mine[2]]);
    expect(search.json()).toMatchObject({ total: 1, totalCapped: false });
    const none = await app.call(app.admin, 'GET', `/order/customer/${USERS.admin.id}?booked=0&search=zzzz`);
    expect(none.json()).toMatchObject({ orders: [], total: 0 });
    const range = await app.call(
      app.admin,
      'GET',
      `/order/customer/${USERS.admin.id}?booked=0&from=2020-01-01&to=2020-01-31`,
    );
    expect(range.json().total).toBe(0);
    expect(
      (await app.call(app.admin, 'GET', `/order/customer/${USERS.admin.id}?pageSize=7`)).statusCode,
    ).toBe(400);
    expect(
      (await app.call(app.admin, 'GET', `/order/customer/${USERS.admin.id}?from=2026-02-01&to=2026-01-01`))
        .statusCode,
    ).toBe(400);
  });

  it('filters by the shown status on the server, the carrier’s status first, and pages the result', async () => {
    // Twelve booked, not yet printed, so the booked status fills more than one page of ten.
    await sql(
      app.t.databaseUrl,
      `INSERT INTO orders (order_no, customer_id, company_id, date_booked, date_placed, to_name)
       SELECT 'STB' || lpad(g::text, 2, '0'), $1, company_id, now() - g * interval '1 minute', now(), 'Kund'
         FROM generate_series(1, 12) g, (SELECT company_id FROM customers WHERE id = $1) c`,
      [USERS.admin.id],
    );
    await sql(
      app.t.databaseUrl,
      `INSERT INTO orders (order_no, customer_id, company_id, date_booked, date_placed, printed, status_category, to_name)
       SELECT v.no, $1, c.company_id, now() - interval '1 hour', now(), v.printed, v.status, 'Kund'
         FROM (VALUES ('STPRINTED', true, ''),
                      ('STCONFIRMED', false, 'CONFIRMED'),
                      ('STPICKUP', true, 'PICKUP'),
                      ('STTRANSIT', true, 'IN_TRANSIT'),
                      ('STDELIVERED', false, ' delivered '),
                      ('STHELD', true, 'HELD'),
                      ('STRETURNED', true, ' Returned ')) AS v(no, printed, status),
              (SELECT company_id FROM customers WHERE id = $1) c`,
      [USERS.admin.id],
    );
    // An unbooked order is never returned, whatever its category says: it shows no status.
    await sql(
      app.t.databaseUrl,
      `INSERT INTO orders (order_no, customer_id, company_id, date_placed, status_category, to_name)
       SELECT 'STUNBOOKEDRETURNED', $1, company_id, now(), 'RETURNED', 'Kund'
         FROM customers WHERE id = $1`,
      [USERS.admin.id],
    );
    const list = async (query: string) => {
      const res = await app.call(app.admin, 'GET', `/order/customer/${USERS.admin.id}?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; orders: { orderNo: string }[] };
    };
    const nos = (body: { orders: { orderNo: string }[] }) => body.orders.map((o) => o.orderNo);
    const booked = (status: string) => list(`booked=1&sort=dateBooked&pageSize=10&status=${status}`);

    const first = await booked('booked');
    expect(first.total).toBe(12);
    expect(nos(first)).toEqual(Array.from({ length: 10 }, (_, i) => `STB${String(i + 1).padStart(2, '0')}`));
    // Without a sort the booked list too shows the newest booking first (saved all at once, by the
    // day saved they would come in order number order, STB12 first).
    expect(nos(await list('booked=1&pageSize=10&status=booked'))).toEqual(nos(first));
    const second = await list('booked=1&sort=dateBooked&pageSize=10&status=booked&page=2');
    expect(second.total).toBe(12);
    expect(nos(second)).toEqual(['STB11', 'STB12']);

    expect(nos(await booked('printed'))).toEqual(['STPRINTED']);
    expect(nos(await booked('confirmed'))).toEqual(['STCONFIRMED']);
    // Printed or not, the carrier's report decides once there is one.
    expect(nos(await booked('pickup'))).toEqual(['STPICKUP']);
    expect(nos(await booked('inTransit'))).toEqual(['STTRANSIT']);
    expect(nos(await booked('delivered'))).toEqual(['STDELIVERED']);
    // Returned to the sender (tracking's own category) shows as such, not as no status.
    expect(nos(await booked('returnedToSender'))).toEqual(['STRETURNED']);
    // A carrier status we do not know shows no status, and so does every unbooked order.
    expect(nos(await booked('none'))).toEqual(['STHELD']);
    const unbooked = await list('booked=0&status=none&pageSize=100');
    expect(unbooked.total).toBe((await list('booked=0&pageSize=100')).total);
    expect(unbooked.total).toBeGreaterThan(0);
    expect((await list('booked=0&status=booked')).total).toBe(0);
    expect((await list('booked=0&status=returnedToSender')).total).toBe(0);
    expect(nos(unbooked)).toContain('STUNBOOKEDRETURNED');
    expect(
      (await app.call(app.admin, 'GET', `/order/customer/${USERS.admin.id}?status=shipped`)).statusCode,
    ).toBe(400);
  });

  it('counts a long booked list up to 10,000 and says there are more', async () => {
    await sql(
      app.t.databaseUrl,
      `INSERT INTO orders (order_no, customer_id, company_id, date_booked, date_placed, to_name)
       SELECT 'C' || g, $1, company_id, now() - g * interval '1 minute', now() - g * interval '1 minute', 'Kund ' || g
         FROM generate_series(1, 10005) g, (SELECT company_id FROM customers WHERE id = $1) c`,
      [USERS.other.id],
    );
    const list = (
      await app.call(app.other, 'GET', `/order/customer/${USERS.other.id}?booked=1&sort=dateBooked`)
    ).json();
    expect(list).toMatchObject({ total: 10_000, totalCapped: true, page: 1, pageSize: 25 });
    expect(list.orders[0].orderNo).toBe('C1');
    const last = (
      await app.call(app.other, 'GET', `/order/customer/${USERS.other.id}?booked=1&sort=dateBooked&order=asc`)
    ).json();
    expect(last.orders[0].orderNo).toBe('C10005');
    // A search's full page is counted; a short one counts itself, also on a later page.
    const searched = async (query: string) =>
      (await app.call(app.other, 'GET', `/order/customer/${USERS.other.id}?booked=1&${query}`)).json();
    expect(await searched('search=kund')).toMatchObject({ total: 10_000, totalCapped: true });
    // "Kund 100", 1000–1009 and 10000–10005.
    expect(await searched('search=kund%20100')).toMatchObject({ total: 17, totalCapped: false });
    const tail = await searched('search=kund%20100&pageSize=10&page=2');
    expect(tail).toMatchObject({ total: 17, totalCapped: false });
    expect(tail.orders).toHaveLength(7);
    expect(await searched('search=kund%20100&pageSize=10&page=3')).toMatchObject({ orders: [], total: 17 });
    const few = (await app.call(app.admin, 'GET', `/order/customer/${USERS.admin.id}?booked=0`)).json();
    expect(few.totalCapped).toBe(false);

    // A deep page finds its order numbers first, then reads their rows: still in list order, for
    // the customer's list and (showAllBooked) the company's.
    const page400 = async () => {
      const res = await app.call(
        app.other,
        'GET',
        `/order/customer/${USERS.other.id}?booked=1&sort=dateBooked&page=400`,
      );
      return (res.json() as { orders: { orderNo: string }[] }).orders.map((o) => o.orderNo);
    };
    const expected = Array.from({ length: 25 }, (_, i) => `C${9976 + i}`);
    expect(await page400()).toEqual(expected);
    await updateCustomer(app.t.databaseUrl, USERS.other.id, { showAllBooked: true });
    expect(await page400()).toEqual(expected);
    await updateCustomer(app.t.databaseUrl, USERS.other.id, { showAllBooked: false });
  });
});
