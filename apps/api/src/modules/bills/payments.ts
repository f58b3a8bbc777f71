import { invoiceNoOfOcr, type PaymentImportResult, type UnmatchedPayment } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Events } from '../events/index.ts';
import { type CamtCredit, type CamtRefusal, parseCamt } from './camt/parse-camt.ts';

type Outcome = 'matched' | 'partial' | 'overpaid' | 'unknown' | 'alreadyRead';

/**
 * Incoming payments from an ISO 20022 bank file (issue 33.4): the whole file in one transaction,
 * refused whole when it is not a camt.053/054 we read. Each credit is kept once by the bank's
 * reference of it, so the same file read again changes nothing; a credit whose OCR reference names
 * one of our invoices is put on it (a part payment leaves the rest to pay, an overpayment becomes
 * a credit on the company's account), any other is kept for a person to place.
 */
export function paymentImport(deps: { db: Database; events: Events }) {
  return async function importFile(bytes: Buffer | string): Promise<PaymentImportResult> {
    const parsed = parseCamt(bytes);
    if (!parsed.ok) throw new PaymentFileRefused(parsed.refusal, parsed.detail);
    return deps.db.transaction(async (tx) => {
      const result: PaymentImportResult = {
        messageType: parsed.messageType,
        messageId: parsed.messageId,
        credits: parsed.credits.length,
        matched: 0,
        partial: 0,
        overpaid: 0,
        unknown: 0,
        alreadyRead: 0,
      };
      for (const credit of parsed.credits)
        result[await apply(tx, deps.events, parsed.messageId, credit)] += 1;
      return result;
    });
  };
}

const REFUSALS: Record<CamtRefusal, string> = {
  'camt.not_xml': 'The file is not well-formed XML',
  'camt.not_camt': 'The file is not an ISO 20022 camt.053 or camt.054 message',
  'camt.unsupported_version': 'This version of the camt message is not read',
  'camt.malformed': 'The camt message lacks a part it must have',
};

/** A bank file refused whole: nothing of it was applied. */
export class PaymentFileRefused extends Error {
  constructor(
    readonly refusal: CamtRefusal,
    readonly detail: string,
  ) {
    super(`${REFUSALS[refusal]} (${refusal}): ${detail}`);
  }
}

async function apply(tx: Executor, events: Events, messageId: string, c: CamtCredit): Promise<Outcome> {
  const kept = await tx.execute<{ id: number }>(sql`
    insert into bill_payments (key, message_id, amount_ore, currency, booking_date, reference, message, debtor_name)
    values (${c.key}, ${messageId}, ${c.amountOre}, ${c.currency}, ${c.bookingDate}, ${c.reference}, ${c.message},
      ${c.debtorName})
    on conflict (key) do nothing returning id`);
  const payment = kept.rows[0];
  if (!payment) return 'alreadyRead';
  const invoiceNo = c.reference ? invoiceNoOfOcr(c.reference.replace(/\s/g, '')) : null;
  if (invoiceNo === null) return 'unknown';
  const found = await tx.execute<{
    id: number;
    company_id: number;
    customer_id: number | null;
    total: string;
    paid: string;
    paid_date: string | null;
  }>(sql`
    select id, company_id, customer_id, total_capital_ore + total_vat_ore as total, paid_ore as paid, paid_date::text
    from bills where invoice_no = ${invoiceNo} and type = 'invoice' and currency = ${c.currency} for update`);
  const bill = found.rows[0];
  if (!bill) return 'unknown';
  const total = Number(bill.total);
  const paid = Number(bill.paid) + c.amountOre;
  const settledNow = bill.paid_date === null && paid >= total;
  await tx.execute(
    sql`update bill_payments set bill_id = ${bill.id}, company_id = ${bill.company_id} where id = ${payment.id}`,
  );
  await tx.execute(sql`
    update bills set paid_ore = ${paid}, paid_date = coalesce(paid_date, ${settledNow ? c.bookingDate : null}::date)
    where id = ${bill.id}`);
  if (settledNow)
    await events.publish(tx, {
      type: 'bill.paid',
      companyId: bill.company_id,
      subjectId: String(bill.id),
      payload: { billId: bill.id, invoiceNo, paidDate: c.bookingDate, customerId: bill.customer_id ?? 0 },
    });
  return paid < total ? 'partial' : paid > total ? 'overpaid' : 'matched';
}

/** Credits no bill of ours was found for, newest first: for a person to place. */
export async function unmatchedPayments(db: Database): Promise<UnmatchedPayment[]> {
  const rows = await db.execute<{
    id: number;
    booking_date: string;
    amount_ore: string;
    currency: string;
    reference: string | null;
    message: string;
    debtor_name: string;
  }>(sql`
    select id, booking_date::text, amount_ore, currency, reference, message, debtor_name from bill_payments
    where bill_id is null order by booking_date desc, id desc`);
  return rows.rows.map((r) => ({
    id: r.id,
    bookingDate: r.booking_date,
    amount: Number(r.amount_ore) / 100,
    currency: r.currency,
    reference: r.reference,
    message: r.message,
    debtorName: r.debtor_name,
  }));
}
