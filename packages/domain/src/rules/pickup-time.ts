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

/*
 * Sweden's offset is whole hours and changes only on a whole UTC hour (01:00 UTC in spring and
 * autumn, and on whole hours since 1900), so one reading of the time-zone data serves its whole
 * UTC hour: pricing and booking ask for the day and offsets several times a request. The readings
 * are bounded; past the bound they start again.
 */
const READINGS_KEPT = 10_000;
const dayByHour = new Map<number, string>();
const offsetByHour = new Map<number, number>();

function byHour<T>(readings: Map<number, T>, instantMs: number, read: (hourMs: number) => T): T {
  const hour = Math.floor(instantMs / HOUR_MS);
  let value = readings.get(hour);
  if (value === undefined) {
    value = read(hour * HOUR_MS);
    if (readings.size >= READINGS_KEPT) readings.clear();
    readings.set(hour, value);
  }
  return value;
}

/** The calendar day in Sweden, 'YYYY-MM-DD'. The clock is injectable. */
export function todayInStockholm(now: Date = new Date()): string {
  return byHour(dayByHour, now.getTime(), (hourMs) => stockholmDay.format(hourMs));
}

// The offset Sweden keeps at an instant, read from the platform's time-zone data.
const stockholmOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

/** Minutes Sweden is ahead of UTC at an instant: 60 in winter, 120 in summer. */
export function stockholmOffsetMinutes(instantMs: number): number {
  return byHour(offsetByHour, instantMs, readOffset);
}

function readOffset(instantMs: number): number {
  const name = stockholmOffset
    .formatToParts(new Date(instantMs))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** An instant as Swedish local time with that date's offset and zero seconds. */
export function stockholmDateTime(instantMs: number): string {
  const offset = stockholmOffsetMinutes(instantMs);
  const t = new Date(instantMs + offset * 60_000);
  const day = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  return `${day}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00${offsetText(offset)}`;
}

/**
 * A Swedish wall-clock time on a date as an instant. A time skipped when summer time starts
 * (02:00–03:00 on its last Sunday of March) reads as the hour after; one repeated in October as
 * its first occurrence.
 */
export function stockholmWallTime(date: string, hour: number, minute: number): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, hour, minute);
  const before = stockholmOffsetMinutes(wall - 3 * HOUR_MS);
  const instant = wall - before * 60_000;
  const after = stockholmOffsetMinutes(instant);
  if (after === before) return instant;
  const candidate = wall - after * 60_000;
  return stockholmOffsetMinutes(candidate) === after ? candidate : instant;
}

/**
 * A pickup time from a response as Swedish local time with the offset of its date (+01:00 in
 * winter, +02:00 in summer) and zero seconds: 'YYYY-MM-DDTHH:mm:00+01:00'. This corrects SPEC §4/§9's
 * fixed 2-hour shift and '+02:00', wrong for half the year (docs/rules.md, Booking). Input: an ISO
 * date-time in UTC ('Z', '+00:00' or no offset; seconds are dropped), the instant being kept
 * (08:00Z is 09:00+01:00 in January, 10:00+02:00 in May); or a bare 'HH:mm' on `date`, read as
 * the Swedish wall-clock time the user chose. Anything else comes back unchanged, notably a time
 * that already carries a non-zero offset, so normalising a consignment twice never shifts it twice.
 */
export function shiftPickupTime(value: string, date = ''): string {
  const time = TIME_OF_DAY.exec(value);
  if (time) {
    const [h, mi] = [Number(time[1]), Number(time[2])];
    if (!isIsoDate(date) || h > 23 || mi > 59) return value;
    return stockholmDateTime(stockholmWallTime(date, h, mi));
  }
  const m = UTC_DATE_TIME.exec(value);
  if (!m) return value;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (!isIsoDate(`${m[1]}-${m[2]}-${m[3]}`) || h > 23 || mi > 59) return value;
  return stockholmDateTime(Date.UTC(y, mo - 1, d, h, mi));
}

/** The same time of day on another date: a date-time's leading 'YYYY-MM-DD' replaced. */
export function onDate(dateTime: string, date: string): string {
  if (!ISO_DATE.test(dateTime.slice(0, 10))) return dateTime;
  // A Swedish local time keeps its wall-clock time and takes the new date's offset.
  const local = /^T(\d{2}):(\d{2}):\d{2}\+0[12]:00$/.exec(dateTime.slice(10));
  if (local && isIsoDate(date))
    return stockholmDateTime(stockholmWallTime(date, Number(local[1]), Number(local[2])));
  return `${date}${dateTime.slice(10)}`;
}
