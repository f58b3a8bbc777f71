/**
 * What a holiday calendar answers for a day (date-holidays' `isHoliday`, loaded by the caller:
 * its rules for every country are too big for the domain package to carry).
 */
export interface HolidayCalendar {
  isHoliday(date: Date | string): false | readonly { type: string }[];
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → the day's weekday, 0 Sunday … 6 Saturday (the calendar's, no time zone involved). */
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The calendar day `n` days after `day` ('YYYY-MM-DD'). */
export function addCalendarDays(day: string, n: number): string {
  return new Date(new Date(`${day}T12:00:00Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether carriers work that day in Sweden: not a Saturday or Sunday, not a public holiday, nor an
 * eve Swedish business keeps closed (Midsummer, Christmas and New Year's Eve, which date-holidays
 * types 'bank'). The pickup date picker and the carriers' delivery days both follow it.
 */
export function isWorkingDay(day: string, calendar: HolidayCalendar): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  // Noon of the day in the calendar's own time zone: the day itself wherever the server runs.
  const found = calendar.isHoliday(`${day} 12:00`);
  return !(Array.isArray(found) && found.some((h) => h.type === 'public' || h.type === 'bank'));
}

/** The first working day from `day` on (`day` itself when it is one). */
export function firstWorkingDay(day: string, calendar: HolidayCalendar): string {
  let d = day;
  for (let i = 0; i < 30 && !isWorkingDay(d, calendar); i++) d = addCalendarDays(d, 1);
  return d;
}

/** The working day `n` working days after `day` (0: the first working day from `day` on). */
export function addWorkingDays(day: string, n: number, calendar: HolidayCalendar): string {
  let d = firstWorkingDay(day, calendar);
  for (let i = 0; i < n; i++) d = firstWorkingDay(addCalendarDays(d, 1), calendar);
  return d;
}
