import type { ShownStatus } from '@skeppa/domain';

/** What the user narrowed a shipment list to; dates are Swedish calendar days, 'YYYY-MM-DD'. */
export interface ListFilter {
  from: string;
  to: string;
  search: string;
  status: ShownStatus | '';
}

/** How many days back a list starts: a month covers what a coordinator follows up. */
export const DEFAULT_LIST_DAYS = 30;

const dayFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Swedish calendar day of an instant, as 'YYYY-MM-DD'. */
export function stockholmDay(at: Date): string {
  return dayFormat.format(at);
}

/** The last month up to today, in Swedish days, no search and any status. */
export function defaultFilter(now: Date): ListFilter {
  const from = new Date(now.getTime() - DEFAULT_LIST_DAYS * 86_400_000);
  return { from: stockholmDay(from), to: stockholmDay(now), search: '', status: '' };
}

/** A range the server would refuse (from after to) is not sent; the field says why instead. */
export function rangeIsValid(f: Pick<ListFilter, 'from' | 'to'>): boolean {
  return f.from === '' || f.to === '' || f.from <= f.to;
}
