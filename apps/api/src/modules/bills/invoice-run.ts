import { ocrReference, stockholmWallTime, todayInStockholm } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Events } from '../events/index.ts';
import { lockCompanyBilling } from './lock.ts';

export interface InvoiceRunDeps {
  db: Database;
  events: Events;
  /** Queues the rendering of a new bill's PDF in the bill's transaction. */
  render: (tx: Executor, billId: number) => Promise<void>;
  now: () => Date;
}

export interface InvoiceRunResult {
  companies: number;
  invoices: number;
  creditNotes: number;
}

/** Companies are read this many at a time: the run never holds the whole list, nor any company's lines. */
const COMPANY_BATCH = 200;

/**
 * The monthly invoice run (issue 33.2): each company's lines of bookings made before the 1st of
 * this month (Swedish time) become one invoice, and its credit lines one credit note per credited
 * invoice. Each company is billed in its own transaction under its billing lock, with its sums
 * added up by the database: memory stays flat however many lines there are. Run again, it finds
 * nothing left before the cut-off and makes nothing; a company with nothing to bill gets no bill.
 */
export function invoiceRun(deps: InvoiceRunDeps) {
  return async function run(): Promise<InvoiceRunResult> {
    const now = deps.now();
    const billDate = todayInStockholm(now);
    const cutoff = new Date(stockholmWallTime(`${billDate.slice(0, 7)}-01`, 0, 0)).toISOString();
    const result: InvoiceRunResult = { companies: 0, invoices: 0, creditNotes: 0 };
    let after = 0;
    for (;;) {
      const batch = await deps.db.execute<{ company_id: number }>(sql`
        select distinct company_id from bill_orders
        where not billed and date_created < ${cutoff} and company_id > ${after}
        order by company_id limit ${COMPANY_BATCH}`);
      if (batch.rows.length === 0) return result;
      for (const { company_id: companyId } of batch.rows) {
        const made = await deps.db.transaction((tx) =>
          billCompany(tx, deps, { companyId, cutoff, billDate, now }),
        );
        result.companies += 1;
        result.invoices += made.invoices;
        result.creditNotes += made.creditNotes;
        after = companyId;
      }
    }
  };
}

interface Run {
  companyId: number;
  cutoff: string;
  billDate: string;
  now: Date;
}

/** The next number of the one series; its row lock is held to commit, so a rollback leaves no gap. */
async function nextInvoiceNo(tx: Executor): Promise<number> {
  const r = await tx.execute<{ no: string }>(
    sql`update bill_number_series set next_no = next_no + 1 where id = 1 returning next_no - 1 as no`,
  );
  return Number(r.rows[0]?.no);
}

async function billCompany(tx: Executor, deps: InvoiceRunDeps, run: Run) {
  await lockCompanyBilling(tx, run.companyId);
  const who = await tx.execute<{
    customer_id: number | null;
    language: string | null;
    credit_days: number;
  }>(sql`
    select c.credit_days, u.id as customer_id, u.language from companies c
    left join lateral (select id, language from customers where company_id = c.id
      order by (customer_level = 1) desc, id limit 1) u on true
    where c.id = ${run.companyId}`);
  const company = who.rows[0];
  if (!company) return { invoices: 0, creditNotes: 0 };
  const invoices = await billInvoice(tx, deps, run, company);
  const creditNotes = await billCreditNotes(tx, deps, run, company);
  return { invoices, creditNotes };
}

type Company = { customer_id: number | null; language: string | null; credit_days: number };

const unbilled = (run: Run) =>
  sql`company_id = ${run.companyId} and not billed and date_created < ${run.cutoff}`;

async function billInvoice(tx: Executor, deps: InvoiceRunDeps, run: Run, company: Company) {
  const sums = await tx.execute<{ n: string; net: string; vat: string }>(sql`
    select count(*) as n, coalesce(sum(total_price_ore), 0) as net, coalesce(sum(vat_ore), 0) as vat
    from bill_orders where ${unbilled(run)} and type <> 'credit'`);
  const { n, net, vat } = sums.rows[0] ?? { n: '0', net: '0', vat: '0' };
  if (Number(n) === 0) return 0;
  const no = await nextInvoiceNo(tx);
  const inserted = await tx.execute<{ id: number; due_date: string }>(sql`
    insert into bills (company_id, customer_id, type, bill_date, due_date, total_capital_ore, total_vat_ore,
      invoice_no, ocr, language)
    values (${run.companyId}, ${company.customer_id}, 'invoice', ${run.billDate},
      ${run.billDate}::date + ${company.credit_days}::int, ${net}, ${vat}, ${no}, ${ocrReference(no)},
      ${company.language ?? 'sv'})
    returning id, due_date::text`);
  const bill = inserted.rows[0]!;
  await tx.execute(sql`
    update bill_orders set billed = true, date_billed = ${run.now.toISOString()}, bill_id = ${bill.id}
    where ${unbilled(run)} and type <> 'credit'`);
  await issued(tx, deps, run, company, {
    billId: bill.id,
    type: 'invoice',
    invoiceNo: String(no),
    dueDate: bill.due_date,
    totalOre: Number(net) + Number(vat),
  });
  return 1;
}

/**
 * One credit note per credited invoice. It settles what is left to pay of that invoice; beyond
 * that (the invoice was paid) it stays a credit on the company's account.
 */
async function billCreditNotes(tx: Executor, deps: InvoiceRunDeps, run: Run, company: Company) {
  const groups = await tx.execute<{ bill_id: number; invoice_no: string; net: string; vat: string }>(sql`
    select o.bill_id, b.invoice_no::text, sum(c.total_price_ore) as net, sum(c.vat_ore) as vat
    from bill_orders c join bill_orders o on o.id = c.credit_of join bills b on b.id = o.bill_id
    where c.company_id = ${run.companyId} and not c.billed and c.date_created < ${run.cutoff}
      and c.type = 'credit'
    group by o.bill_id, b.invoice_no order by o.bill_id`);
  for (const g of groups.rows) {
    const totalOre = Number(g.net) + Number(g.vat);
    const no = await nextInvoiceNo(tx);
    const applied = await settleWithCredit(tx, g.bill_id, -totalOre, run.billDate);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into bills (company_id, customer_id, type, ref_id, bill_date, due_date, paid_date, total_capital_ore,
        total_vat_ore, paid_ore, invoice_no, credited_bill_id, language)
      values (${run.companyId}, ${company.customer_id}, 'credit', ${g.invoice_no}, ${run.billDate}, ${run.billDate},
        ${run.billDate}, ${g.net}, ${g.vat}, ${-applied.ore}, ${no}, ${g.bill_id}, ${company.language ?? 'sv'})
      returning id`);
    const id = inserted.rows[0]!.id;
    await tx.execute(sql`
      update bill_orders c set billed = true, date_billed = ${run.now.toISOString()}, bill_id = ${id}
      from bill_orders o
      where o.id = c.credit_of and o.bill_id = ${g.bill_id} and c.company_id = ${run.companyId}
        and not c.billed and c.date_created < ${run.cutoff} and c.type = 'credit'`);
    await issued(tx, deps, run, company, {
      billId: id,
      type: 'credit',
      invoiceNo: String(no),
      dueDate: run.billDate,
      totalOre,
    });
    if (applied.settledNow)
      await deps.events.publish(tx, {
        type: 'bill.paid',
        companyId: run.companyId,
        subjectId: String(g.bill_id),
        payload: {
          billId: g.bill_id,
          invoiceNo: g.invoice_no,
          paidDate: run.billDate,
          customerId: company.customer_id ?? 0,
        },
      });
  }
  return groups.rows.length;
}

/** Applies a credit to what is left to pay of an invoice: what it took, and whether that paid it. */
async function settleWithCredit(tx: Executor, billId: number, creditOre: number, day: string) {
  const r = await tx.execute<{ left: string; paid: boolean }>(sql`
    select total_capital_ore + total_vat_ore - paid_ore as left, paid_date is not null as paid
    from bills where id = ${billId} for update`);
  const row = r.rows[0];
  const ore = Math.min(Math.max(Number(row?.left ?? 0), 0), creditOre);
  if (ore === 0) return { ore, settledNow: false };
  const settledNow = !row?.paid && ore === Number(row?.left);
  await tx.execute(sql`
    update bills set paid_ore = paid_ore + ${ore}, paid_date = ${settledNow ? day : null}::date
    where id = ${billId}`);
  return { ore, settledNow };
}

async function issued(
  tx: Executor,
  deps: InvoiceRunDeps,
  run: Run,
  company: Company,
  bill: { billId: number; type: 'invoice' | 'credit'; invoiceNo: string; dueDate: string; totalOre: number },
) {
  await deps.events.publish(tx, {
    type: 'bill.issued',
    companyId: run.companyId,
    subjectId: String(bill.billId),
    payload: {
      billId: bill.billId,
      type: bill.type,
      invoiceNo: bill.invoiceNo,
      billDate: run.billDate,
      dueDate: bill.dueDate,
      total: bill.totalOre / 100,
      customerId: company.customer_id ?? 0,
    },
  });
  await deps.render(tx, bill.billId);
}
