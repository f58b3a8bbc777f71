import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A company's account in öre, as the balance card and the booking's credit check read it. */
export interface AccountOre {
  creditLimit: number;
  unbilled: number;
  overdue: number;
  notOverdue: number;
  credit: number;
  /** A bill unpaid more than the block's days past its due date, or a block set by hand. */
  creditBlock: boolean;
}

/**
 * The account of a company on a Swedish day: lines not yet billed (VAT included), what is left to
 * pay of its invoices past and within their due date, and what it has paid beyond its bills
 * (overpayments, credit notes larger than what they credited).
 */
export async function accountOf(
  tx: Executor,
  companyId: number,
  today: string,
  blockAfterDays: number,
): Promise<AccountOre | undefined> {
  const r = await tx.execute<{
    credit_limit: string;
    manual_block: boolean;
    unbilled: string;
    overdue: string;
    not_overdue: string;
    credit: string;
    late: boolean;
  }>(sql`
    select c.credit_limit_ore as credit_limit, c.credit_block as manual_block,
      (select coalesce(sum(total_price_ore + vat_ore), 0) from bill_orders
        where company_id = c.id and not billed) as unbilled,
      coalesce(b.overdue, 0) as overdue, coalesce(b.not_overdue, 0) as not_overdue,
      coalesce(b.credit, 0) as credit, coalesce(b.late, false) as late
    from companies c
    left join lateral (
      select
        sum(greatest(total_capital_ore + total_vat_ore - paid_ore, 0))
          filter (where type = 'invoice' and due_date < ${today}::date) as overdue,
        sum(greatest(total_capital_ore + total_vat_ore - paid_ore, 0))
          filter (where type = 'invoice' and due_date >= ${today}::date) as not_overdue,
        sum(greatest(paid_ore - total_capital_ore - total_vat_ore, 0)) as credit,
        bool_or(type = 'invoice' and total_capital_ore + total_vat_ore > paid_ore
          and due_date < ${today}::date - ${blockAfterDays}::int) as late
      from bills where company_id = c.id
    ) b on true
    where c.id = ${companyId}`);
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    creditLimit: Number(row.credit_limit),
    unbilled: Number(row.unbilled),
    overdue: Number(row.overdue),
    notOverdue: Number(row.not_overdue),
    credit: Number(row.credit),
    creditBlock: row.manual_block || row.late,
  };
}

/** What is left of the credit: the limit less everything owed or to be billed, plus credit on account. */
export const creditLeft = (a: AccountOre) => a.creditLimit - a.unbilled - a.overdue - a.notOverdue + a.credit;

export type CreditProblem = 'booking.credit_blocked' | 'booking.credit_limit';

/**
 * Whether a booking of this amount (VAT included) may go on the company's account. A company
 * without a credit limit (no pay-later decision: limit 0) books on its agreement and is not
 * limited here; a late bill blocks every company.
 */
export function creditProblem(a: AccountOre, amountOre: number): CreditProblem | null {
  if (a.creditBlock) return 'booking.credit_blocked';
  if (a.creditLimit > 0 && amountOre > creditLeft(a)) return 'booking.credit_limit';
  return null;
}
