import { PICKUP_TIME_OFFSET, PICKUP_TIME_SHIFT_HOURS } from '../constants/limits.ts';

const HOUR_MS = 3_600_000;
// A date-time whose offset is absent, 'Z' or zero: the server's pickup times come this way.
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]00:?00)?$/i;
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

// Building a formatter is costly and pricing asks for the day on every request: one serves all.
const stockholmDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Sweden, 'YYYY-MM-DD'. The clock is injectable. */
export function todayInStockholm(now: Date = new Date()): string {
  return stockholmDay.format(now);
}

/**
 * A pickup time from a response, shifted by 2 hours and given '+02:00' (SPEC §4, §9), with zero
 * seconds: 'YYYY-MM-DDTHH:mm:00+02:00'. Input: an ISO date-time in UTC ('Z', '+00:00' or no
 * offset; seconds are dropped), or a bare 'HH:mm' placed on `date` (the pickup date). The instant
 * is kept: 08:00Z becomes 10:00+02:00. Anything else comes back unchanged, notably a time that
 * already carries a non-zero offset, so normalising a consignment twice never shifts it twice.
 */
export function shiftPickupTime(value: string, date = ''): string {
  const time = TIME_OF_DAY.exec(value);
  const full = time && isIsoDate(date) ? `${date}T${time[1]}:${time[2]}` : value;
  const m = UTC_DATE_TIME.exec(full);
  if (!m) return value;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (!isIsoDate(`${m[1]}-${m[2]}-${m[3]}`) || h > 23 || mi > 59) return value;
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi) + PICKUP_TIME_SHIFT_HOURS * HOUR_MS);
  const day = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  return `${day}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00${PICKUP_TIME_OFFSET}`;
}

/** The same time of day on another date: a date-time's leading 'YYYY-MM-DD' replaced. */
export function onDate(dateTime: string, date: string): string {
  return ISO_DATE.test(dateTime.slice(0, 10)) ? `${date}${dateTime.slice(10)}` : dateTime;
}
