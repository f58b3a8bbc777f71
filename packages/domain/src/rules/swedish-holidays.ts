/**
 * The days Swedish business keeps closed besides Saturdays and Sundays: the public holidays of
 * lag (1989:253) om allmänna helgdagar and the three eves kept as holidays (Midsummer, Christmas
 * and New Year's Eve). Computed here rather than read from a holiday package, whose rules for every
 * country cost the server megabytes of memory and the web app a download (decision 389).
 *
 * Whit Monday is not among them: National Day took its place in 2005. Before 2005 neither counts,
 * as the holiday data this replaced had it; no booking is dated that early.
 */
export interface SwedishHoliday {
  /** 'YYYY-MM-DD' */
  day: string;
  /** The English name. */
  name: string;
}

const iso = (year: number, month: number, day: number) =>
  // Date.UTC rolls a day past the month's end into the next month, which the Easter offsets use.
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

const weekdayOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The first day from `month`-`day` on that falls on `weekday` (0 Sunday … 6 Saturday). */
const firstWeekdayFrom = (year: number, month: number, day: number, weekday: number) =>
  iso(year, month, day + ((weekday - weekdayOf(year, month, day) + 7) % 7));

/** Easter Sunday of a Gregorian year, as [month, day] (the anonymous Gregorian computus). */
export function easterSunday(year: number): [month: number, day: number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** Every closed day of `year`, in date order (Ascension Day may fall on 1 May: both are listed). */
export function swedishHolidays(year: number): SwedishHoliday[] {
  const [em, ed] = easterSunday(year);
  const easter = (offset: number) => iso(year, em, ed + offset);
  const midsummerEve = firstWeekdayFrom(year, 6, 19, 5);
  const days: SwedishHoliday[] = [
    { day: iso(year, 1, 1), name: "New Year's Day" },
    { day: iso(year, 1, 6), name: 'Epiphany' },
    { day: easter(-2), name: 'Good Friday' },
    { day: easter(0), name: 'Easter Sunday' },
    { day: easter(1), name: 'Easter Monday' },
    { day: iso(year, 5, 1), name: 'May Day' },
    { day: easter(39), name: 'Ascension Day' },
    { day: easter(49), name: 'Whitsunday' },
    ...(year >= 2005 ? [{ day: iso(year, 6, 6), name: 'National Day' }] : []),
    { day: midsummerEve, name: 'Midsummer Eve' },
    { day: firstWeekdayFrom(year, 6, 20, 6), name: 'Midsummer Day' },
    { day: firstWeekdayFrom(year, 10, 31, 6), name: "All Saints' Day" },
    { day: iso(year, 12, 24), name: 'Christmas Eve' },
    { day: iso(year, 12, 25), name: 'Christmas Day' },
    { day: iso(year, 12, 26), name: 'Boxing Day' },
    { day: iso(year, 12, 31), name: "New Year's Eve" },
  ];
  return days.sort((x, y) => x.day.localeCompare(y.day));
}

// The server asks about the same few weeks thousands of times a polling pass; a year's set is
// computed once. A handful of years is all any caller spans, so the cache stays small.
const closedByYear = new Map<number, ReadonlySet<string>>();
const MAX_YEARS = 16;

/** Whether a day ('YYYY-MM-DD') is one of the closed days above (weekends aside). */
export function isSwedishHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let closed = closedByYear.get(year);
  if (!closed) {
    if (closedByYear.size >= MAX_YEARS) closedByYear.clear();
    closed = new Set(swedishHolidays(year).map((h) => h.day));
    closedByYear.set(year, closed);
  }
  return closed.has(day.slice(0, 10));
}
