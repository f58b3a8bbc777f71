import { vi } from 'vitest';
import { sql } from './database.ts';

export interface LineRow {
  id: number;
  type: string;
  article: string;
  total_price_ore: number;
  vat_ore: number;
  vat_rate: number;
  billed: boolean;
  bill_id: number | null;
  credit_of: number | null;
}

/** A booking's bill orders (and credits of them), in the order they were written. */
export const linesOf = (url: string, orderNo: string) =>
  sql<LineRow>(
    url,
    `SELECT id, type, article, total_price_ore::int, vat_ore::int, vat_rate, billed, bill_id, credit_of
     FROM bill_orders WHERE order_no = $1 ORDER BY line_no`,
    [orderNo],
  );

/** Waits until the booking's lines are written by the order.booked subscriber (the app works its jobs). */
export async function awaitLines(url: string, orderNo: string, count = 1) {
  let rows: LineRow[] = [];
  await vi.waitFor(
    async () => {
      rows = await linesOf(url, orderNo);
      if (rows.length < count) throw new Error(`${rows.length} lines of ${orderNo}`);
    },
    { timeout: 15_000, interval: 200 },
  );
  return rows;
}

export interface BillRowOfTest {
  id: number;
  type: string;
  invoice_no: number;
  ocr: string;
  bill_date: string;
  due_date: string;
  paid_date: string | null;
  total_capital_ore: number;
  total_vat_ore: number;
  paid_ore: number;
  ref_id: string;
  company_id: number;
}

export const billsOf = (url: string, companyId: number) =>
  sql<BillRowOfTest>(
    url,
    `SELECT id, type, invoice_no::int, ocr, bill_date::text, due_date::text, paid_date::text,
       total_capital_ore::int, total_vat_ore::int, paid_ore::int, ref_id, company_id
     FROM bills WHERE company_id = $1 ORDER BY invoice_no`,
    [companyId],
  );
