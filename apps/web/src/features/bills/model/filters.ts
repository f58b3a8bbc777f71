import type { BillStatus } from '@skeppa/domain';
import { formatDate } from '@/shared/format/date';

/** What the invoice list is narrowed to; dates are Swedish calendar days, 'YYYY-MM-DD'. */
export interface BillFilter {
  from: string;
  to: string;
  status: BillStatus | '';
}

/** What the bill order list is narrowed to; `billed` as the API writes it, '' for every line. */
export interface OrderFilter {
  from: string;
  to: string;
  search: string;
  billed: '' | '0' | '1';
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** Invoices come once a month: a year back shows a dozen of them, enough to follow up payments. */
export const DEFAULT_MONTHS = 12;

/** The last twelve months up to today, in Swedish days. */
export function defaultRange(now: Date): { from: string; to: string } {
  const from = new Date(now);
  from.setMonth(from.getMonth() - DEFAULT_MONTHS);
  return { from: formatDate(from), to: formatDate(now) };
}

/** A range the server would refuse (from after to) is not sent; the field says why instead. */
export function rangeIsValid(f: Pick<BillFilter, 'from' | 'to'>): boolean {
  return f.from === '' || f.to === '' || f.from <= f.to;
}

function range(f: Pick<BillFilter, 'from' | 'to'>): Record<string, string> {
  if (!rangeIsValid(f)) return {};
  return { ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}) };
}

const paging = (p: Paging) => ({ page: String(p.page), pageSize: String(p.pageSize) });

/** The query of GET /bill/customer/{custId}: only what is set. */
export function billListParams(f: BillFilter, p: Paging): Record<string, string> {
  return { ...range(f), ...(f.status ? { status: f.status } : {}), ...paging(p) };
}

/** The query of GET /bill/order/customer/{custId}: only what is set, the search trimmed. */
export function orderListParams(f: OrderFilter, p: Paging): Record<string, string> {
  const searchPhrase = f.search.trim();
  return {
    ...range(f),
    ...(searchPhrase ? { searchPhrase } : {}),
    ...(f.billed ? { billed: f.billed } : {}),
    ...paging(p),
  };
}
