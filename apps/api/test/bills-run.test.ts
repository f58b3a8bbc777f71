import { isValidOcrReference } from '@skeppa/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_RUN_JOB } from '../src/modules/bills/index.ts';
import { JOBS_SCHEMA } from '../src/platform/jobs/jobs.ts';
import { awaitLines, billsOf, linesOf } from './helpers/bills.ts';
import { BERGEN, bookShipment, HAMBURG } from './helpers/booked-shipment.ts';
import { TEMPLATE } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// A booking becomes bill orders, the monthly run makes invoices and credit notes (issue 33.1–2),
// on the injected clock and with the app working its jobs as a server does.

const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
/** The run's own time: the 1st at 02:00 in Stockholm. */
const DECEMBER_RUN = new Date('2026-12-01T01:00:00Z');
const JANUARY_RUN = new Date('2027-01-01T01:00:00Z');
let clock = BOOKED_AT;
const a = useSignedInApp({
  bookingsNow: () => clock,
  carriers: { mode: 'sandbox', now: () => clock },
  jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
});
afterEach(() => {
  clock = BOOKED_AT;
});

const COMPANY = 2;
const OTHER_COMPANY = 3;

async function book(s = a.user, abroad?: typeof BERGEN) {
  clock = BOOKED_AT;
  if (abroad) return bookShipment(a.t.app, s, { templateName: 'ups_express_saver', to: abroad });
  return bookShipment(a.t.app, s, { templateName: TEMPLATE });
}

async function priceOf(orderNo: string) {
  const [o] = await sql<{ price: number }>(
    a.t.databaseUrl,
    'SELECT calculated_price_ore::int AS price FROM orders WHERE order_no = $1',
    [orderNo],
  );
  return o!.price;
}

async function cancel(orderNo: string) {
  const res = await a.call(a.user, 'PUT', '/order/cancel/', { orderNo });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
}

describe('a booking becomes bill orders', () => {
  it('writes one line per priced line, adding up to the booked price, with 25 % VAT in Sweden', async () => {
    const { orderNo } = await book();
    const lines = await awaitLines(a.t.databaseUrl, orderNo);
    expect(lines[0]).toMatchObject({ type: 'freight', article: 'FREIGHT', vat_rate: 25, billed: false });
    expect(lines.reduce((s, l) => s + l.total_price_ore, 0)).toBe(await priceOf(orderNo));
    for (const l of lines) expect(l.vat_ore).toBe(Math.round(l.total_price_ore * 0.25));
  });

  it('bills transport to Norway without VAT and to Germany with it', async () => {
    const norway = await book(a.user, BERGEN);
    const germany = await book(a.user, HAMBURG);
    for (const l of await awaitLines(a.t.databaseUrl, norway.orderNo))
      expect([l.vat_rate, l.vat_ore]).toEqual([0, 0]);
    for (const l of await awaitLines(a.t.databaseUrl, germany.orderNo)) expect(l.vat_rate).toBe(25);
  });

  it('removes the lines of a booking cancelled before the run', async () => {
    const { orderNo } = await book();
    await awaitLines(a.t.databaseUrl, orderNo);
    await cancel(orderNo);
    await vi.waitFor(async () => expect(await linesOf(a.t.databaseUrl, orderNo)).toEqual([]), {
      timeout: 15_000,
      interval: 200,
    });
  });
});

describe('the invoice run', () => {
  it("bills each company's lines once, numbered without gaps, with a valid OCR and the lines' sums", async () => {
    const { orderNo } = await book();
    const theirs = await book(a.other);
    const mine = await awaitLines(a.t.databaseUrl, orderNo);
    await awaitLines(a.t.databaseUrl, theirs.orderNo);
    const unbilled = await sql<{ company_id: number; net: number; vat: number }>(
      a.t.databaseUrl,
      `SELECT company_id, sum(total_price_ore)::int AS net, sum(vat_ore)::int AS vat FROM bill_orders
       WHERE NOT billed GROUP BY company_id ORDER BY company_id`,
    );

    clock = DECEMBER_RUN;
    const first = await a.t.app.bills.runInvoices();
    expect(first).toEqual({ companies: 2, invoices: 2, creditNotes: 0 });
    const [ours] = await billsOf(a.t.databaseUrl, COMPANY);
    const [theirsBill] = await billsOf(a.t.databaseUrl, OTHER_COMPANY);
    expect(Math.abs(ours!.invoice_no - theirsBill!.invoice_no)).toBe(1);
    for (const bill of [ours!, theirsBill!]) {
      const sums = unbilled.find((u) => u.company_id === bill.company_id)!;
      expect(bill).toMatchObject({
        type: 'invoice',
        bill_date: '2026-12-01',
        due_date: '2026-12-31',
        paid_date: null,
        total_capital_ore: sums.net,
        total_vat_ore: sums.vat,
      });
      expect(isValidOcrReference(bill.ocr)).toBe(true);
      expect(bill.ocr.startsWith(String(bill.invoice_no))).toBe(true);
    }
    expect((await linesOf(a.t.databaseUrl, orderNo)).map((l) => [l.billed, l.bill_id])).toEqual(
      mine.map(() => [true, ours!.id]),
    );

    const issued = await sql<{
      subject_id: string;
      payload: { type: string; invoiceNo: string; total: number };
    }>(
      a.t.databaseUrl,
      "SELECT subject_id, payload FROM events WHERE type = 'bill.issued' ORDER BY subject_id::int",
    );
    expect(issued.map((e) => [Number(e.subject_id), e.payload.type, e.payload.invoiceNo])).toEqual(
      [ours!, theirsBill!].sort((x, y) => x.id - y.id).map((b) => [b.id, 'invoice', String(b.invoice_no)]),
    );
    expect(issued.find((e) => Number(e.subject_id) === ours!.id)!.payload.total).toBe(
      (ours!.total_capital_ore + ours!.total_vat_ore) / 100,
    );

    // Run again (a retry, a second process): nothing is left to bill.
    expect(await a.t.app.bills.runInvoices()).toEqual({ companies: 0, invoices: 0, creditNotes: 0 });
    expect(await billsOf(a.t.databaseUrl, COMPANY)).toHaveLength(1);
  });

  it('credits a billed booking when it is cancelled: the next run makes a credit note that settles the invoice', async () => {
    const { orderNo } = await book();
    await awaitLines(a.t.databaseUrl, orderNo);
    clock = DECEMBER_RUN;
    await a.t.app.bills.runInvoices();
    const invoice = (await billsOf(a.t.databaseUrl, COMPANY)).at(-1)!;
    const billedLines = await linesOf(a.t.databaseUrl, orderNo);

    clock = BOOKED_AT;
    await cancel(orderNo);
    const credits = await vi.waitFor(
      async () => {
        const rows = (await linesOf(a.t.databaseUrl, orderNo)).filter((l) => l.type === 'credit');
        expect(rows).toHaveLength(billedLines.length);
        return rows;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(credits.map((c) => [c.credit_of, c.total_price_ore])).toEqual(
      billedLines.map((l) => [l.id, -l.total_price_ore]),
    );

    clock = JANUARY_RUN;
    expect((await a.t.app.bills.runInvoices()).creditNotes).toBe(1);
    const after = await billsOf(a.t.databaseUrl, COMPANY);
    const note = after.find((b) => b.type === 'credit' && b.ref_id === String(invoice.invoice_no))!;
    expect(note.invoice_no).toBe(after.at(-2)!.invoice_no + 1);
    expect(note.total_capital_ore + note.total_vat_ore).toBe(
      -(invoice.total_capital_ore + invoice.total_vat_ore),
    );
    const settled = after.find((b) => b.id === invoice.id)!;
    expect(settled.paid_ore).toBe(invoice.total_capital_ore + invoice.total_vat_ore);
    expect(settled.paid_date).toBe('2027-01-01');
  });

  it('numbers without gaps: a run that fails for one company leaves no hole', async () => {
    const before = await sql<{ next_no: number }>(
      a.t.databaseUrl,
      'SELECT next_no::int FROM bill_number_series',
    );
    const numbers = (
      await sql<{ invoice_no: number }>(a.t.databaseUrl, 'SELECT invoice_no::int FROM bills ORDER BY 1')
    ).map((r) => r.invoice_no);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    expect(before[0]!.next_no).toBe((numbers.at(-1) ?? 1000) + 1);
  });
});

describe('the run job', () => {
  it('is scheduled on the 1st at 02:00 Swedish time, once however many processes run', async () => {
    const schedules = await sql<{ name: string; cron: string; timezone: string }>(
      a.t.databaseUrl,
      `SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule WHERE name = $1`,
      [INVOICE_RUN_JOB],
    );
    expect(schedules).toEqual([
      { name: 'bills.invoice_run', cron: '0 2 1 * *', timezone: 'Europe/Stockholm' },
    ]);
  });
});
