import { isSwedishHoliday } from './swedish-holidays.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → the day's weekday, 0 Sunday … 6 Saturday (the calendar's, no time zone involved). */
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The calendar day `n` days after `day` ('YYYY-MM-DD'). */
export function addCalendarDays(day: string, n: number): string {
  return new Date(new Date(`${day}T12:00:00Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether carriers work that day in Sweden: not a Saturday or Sunday, not a public holiday, nor an
 * eve Swedish business keeps closed (Midsummer, Christmas and New Year's Eve): swedish-holidays.ts.
 * The pickup date picker and the carriers' delivery days both follow it.
 */
export function isWorkingDay(day: string): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !isSwedishHoliday(day);
}

/** The first working day from `day` on (`day` itself when it is one). */
export function firstWorkingDay(day: string): string {
  let d = day;
  for (let i = 0; i < 30 && !isWorkingDay(d); i++) d = addCalendarDays(d, 1);
  return d;
}

/** The working day `n` working days after `day` (0: the first working day from `day` on). */
export function addWorkingDays(day: string, n: number): string {
  let d = firstWorkingDay(day);
  for (let i = 0; i < n; i++) d = firstWorkingDay(addCalendarDays(d, 1));
  return d;
}
