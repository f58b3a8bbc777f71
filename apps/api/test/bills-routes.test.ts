import type { Bill, BillBalance, BillOrderListResponse } from '@skeppa/domain';
import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from './helpers/auth.ts';
import { awaitLines } from './helpers/bills.ts';
import { bookShipment } from './helpers/booked-shipment.ts';
import { TEMPLATE } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// The six bill calls of SPEC §7 (issue 33.5): who sees what, filters, paging, the balance and
// the invoice's files, on bills made by the run on the injected clock.

const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
let clock = BOOKED_AT;
const a = useSignedInApp({
  bookingsNow: () => clock,
  carriers: { mode: 'sandbox', now: () => clock },
  jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
});

const admin = () => a.admin;
const cust = (s = a.admin) => s.id;

/** Two bookings of the user billed on 1 December, one booking after it left unbilled. */
async function billedMonth() {
  clock = BOOKED_AT;
  const first = await bookShipment(a.t.app, a.user, { templateName: TEMPLATE });
  const second = await bookShipment(a.t.app, a.admin, { templateName: TEMPLATE });
  await awaitLines(a.t.databaseUrl, first.orderNo);
  await awaitLines(a.t.databaseUrl, second.orderNo);
  clock = new Date('2026-12-01T01:00:00Z');
  await a.t.app.bills.runInvoices();
  clock = new Date('2026-12-02T09:00:00Z');
  const later = await bookShipment(a.t.app, a.user, { templateName: TEMPLATE, pickupDate: '2026-12-03' });
  await awaitLines(a.t.databaseUrl, later.orderNo);
  return { first, second, later };
}

describe('the bill calls', () => {
  it('lists, reads and links the bills of the company to its administrators only', async () => {
    const { first, later } = await billedMonth();
    const list = await a.call(admin(), 'GET', `/bill/customer/${cust()}?from=2026-12-01&to=2026-12-31`);
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    const [bill] = list.json().bills as Bill[];
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(bill).toMatchObject({
      type: 'invoice',
      status: 'unpaid',
      billDate: '2026-12-01',
      dueDate: '2026-12-31',
    });
    expect((await a.call(admin(), 'GET', `/bill/${bill!.id}`)).json()).toEqual(bill);
    expect((await a.call(admin(), 'GET', `/bill/customer/${cust()}?status=overdue`)).json().total).toBe(0);
    expect((await a.call(admin(), 'GET', `/bill/customer/${cust()}?from=2027-01-01`)).json().total).toBe(0);

    // Another user of the company sees no bills; another company's administrator none of ours.
    const forUser = await a.call(a.user, 'GET', `/bill/customer/${cust(a.user)}`);
    expect([forUser.statusCode, errorCodes(forUser)]).toEqual([403, ['bill.admin_required']]);
    expect((await a.call(a.user, 'GET', `/bill/${bill!.id}`)).statusCode).toBe(404);
    const theirs = await a.call(a.other, 'GET', `/bill/${bill!.id}`);
    expect([theirs.statusCode, errorCodes(theirs)]).toEqual([404, ['bill.not_found']]);
    expect((await a.call(a.other, 'GET', `/bill/link/${bill!.id}`)).statusCode).toBe(404);
    expect((await a.call(admin(), 'GET', `/bill/customer/${cust(a.other)}`)).statusCode).toBe(404);

    // The orders: the administrator the company's, the user their own, both billed and not.
    const all = (
      await a.call(admin(), 'GET', `/bill/order/customer/${cust()}`)
    ).json() as BillOrderListResponse;
    const own = (
      await a.call(a.user, 'GET', `/bill/order/customer/${cust(a.user)}`)
    ).json() as BillOrderListResponse;
    expect(new Set(all.orders.map((o) => o.orderNo))).toEqual(
      new Set([first.orderNo, later.orderNo, expect.any(String)]),
    );
    expect(own.orders.every((o) => o.custId === a.user.id)).toBe(true);
    expect(own.orders.some((o) => o.orderNo === later.orderNo && !o.billed)).toBe(true);
    const unbilled = (await a.call(admin(), 'GET', `/bill/order/customer/${cust()}?billed=0`)).json();
    expect(unbilled.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual(
      unbilled.orders.map(() => later.orderNo),
    );
    const found = (
      await a.call(admin(), 'GET', `/bill/order/customer/${cust()}?searchPhrase=${first.consignmentNo}`)
    ).json();
    expect(found.orders.length).toBeGreaterThan(0);
    expect(found.orders.every((o: { orderNo: string }) => o.orderNo === first.orderNo)).toBe(true);
    const paged = (await a.call(admin(), 'GET', `/bill/order/customer/${cust()}?pageSize=10&page=2`)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 10, total: all.total });
    const line = all.orders[0]!;
    expect((await a.call(admin(), 'GET', `/bill/order/${line.id}`)).json()).toEqual(line);
    expect((await a.call(a.other, 'GET', `/bill/order/${line.id}`)).statusCode).toBe(404);
  });

  it('answers the balance: unbilled, overdue and not overdue, the credit left', async () => {
    const res = await a.call(a.user, 'GET', `/bill/balance/customer/${cust(a.user)}`);
    expect(res.statusCode).toBe(200);
    const b = res.json() as BillBalance;
    const [sums] = await sql<{ unbilled: number; billed: number; limit: number }>(
      a.t.databaseUrl,
      `SELECT (SELECT sum(total_price_ore + vat_ore) FROM bill_orders WHERE company_id = 2 AND NOT billed)::int AS unbilled,
        (SELECT sum(total_capital_ore + total_vat_ore - paid_ore) FROM bills WHERE company_id = 2)::int AS billed,
        (SELECT credit_limit_ore FROM companies WHERE id = 2)::int AS limit`,
    );
    expect(b).toEqual({
      compId: 2,
      creditLimit: sums!.limit / 100,
      unbilled: sums!.unbilled / 100,
      overdue: 0,
      notOverdue: sums!.billed / 100,
      credit: 0,
      balance: (sums!.limit - sums!.unbilled - sums!.billed) / 100,
      creditBlock: false,
    });
    clock = new Date('2027-01-05T09:00:00Z');
    expect((await a.call(a.user, 'GET', `/bill/balance/customer/${cust(a.user)}`)).json()).toMatchObject({
      overdue: sums!.billed / 100,
      notOverdue: 0,
      creditBlock: false,
    });
    clock = new Date('2027-01-15T09:00:00Z');
    expect((await a.call(a.user, 'GET', `/bill/balance/customer/${cust(a.user)}`)).json().creditBlock).toBe(
      true,
    );
    clock = BOOKED_AT;
  });

  it('says the invoice file is not there until rendered, then answers the PDF and the e-invoice', async () => {
    const [bill] = (await a.call(admin(), 'GET', `/bill/customer/${cust()}`)).json().bills as Bill[];
    await sql(a.t.databaseUrl, 'UPDATE bills SET pdf_key = NULL WHERE id = $1', [bill!.id]);
    const early = await a.call(admin(), 'GET', `/bill/link/${bill!.id}`);
    expect([early.statusCode, errorCodes(early)]).toEqual([404, ['bill.file_not_found']]);
    await a.t.app.bills.links.render(bill!.id);
    const pdf = await a.call(admin(), 'GET', `/bill/link/${bill!.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`faktura-${bill!.invoiceNo}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ubl = await a.call(admin(), 'GET', `/bill/link/${bill!.id}?format=ubl`);
    expect([ubl.statusCode, ubl.headers['content-type']]).toEqual([200, 'application/xml']);
    expect(ubl.body).toContain(bill!.invoiceNo);
  });

  it('renders a new bill by its job, and does not show a credit note', async () => {
    await vi.waitFor(
      async () => {
        const [row] = await sql<{ n: number }>(
          a.t.databaseUrl,
          "SELECT count(*)::int AS n FROM bills WHERE type = 'invoice' AND pdf_key IS NULL",
        );
        expect(row!.n).toBe(0);
      },
      { timeout: 15_000, interval: 250 },
    );
    const [{ id }] = (await sql<{ id: number }>(
      a.t.databaseUrl,
      `INSERT INTO bills (company_id, type, bill_date, due_date, invoice_no, ref_id)
       VALUES (2, 'credit', '2026-12-01', '2026-12-01', 999001, '1001') RETURNING id`,
    )) as [{ id: number }];
    const res = await a.call(admin(), 'GET', `/bill/link/${id}`);
    expect([res.statusCode, errorCodes(res)]).toEqual([409, ['bill.credit_not_available']]);
  });

  it('refuses bad queries with 400 and the demo user with 403', async () => {
    const bad = await a.call(admin(), 'GET', `/bill/customer/${cust()}?from=2026-12-31&to=2026-12-01`);
    expect(bad.statusCode).toBe(400);
    expect((await a.call(admin(), 'GET', `/bill/customer/${cust()}?status=lost`)).statusCode).toBe(400);
    expect((await a.call(admin(), 'GET', `/bill/order/customer/${cust()}?pageSize=7`)).statusCode).toBe(400);
    expect((await a.call(admin(), 'GET', `/bill/link/${1}?format=doc`)).statusCode).toBe(400);
    expect((await a.call(a.demo, 'GET', `/bill/balance/customer/${a.demo.id}`)).statusCode).toBe(403);
  });
});
