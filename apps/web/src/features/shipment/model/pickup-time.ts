import { isIsoDate, shiftPickupTime } from '@skeppa/domain';

/** Where a service names no pickup hours: a carrier's usual working day. */
export const DEFAULT_PICKUP_WINDOW = { from: '08:00', to: '16:00' };

const stockholmClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in Sweden now, 'HH:mm', whatever the browser's own time zone. */
export function stockholmTimeNow(now: Date = new Date()): string {
  return stockholmClock.format(now);
}

/** A template's pickup window, "09:00-17:00", as minutes of the day; null when it says none. */
export function pickupWindow(text: string): { from: string; to: string } | null {
  const m = /^\s*(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s*$/.exec(text);
  return m ? { from: m[1] as string, to: m[2] as string } : null;
}

/**
 * A pickup time as the consignment carries it: the Swedish wall-clock time the user chose on that
 * date, with the date's offset (+01:00 in winter, +02:00 in summer): the domain's rule.
 */
export function pickupDateTime(date: string, time: string): string {
  if (!isIsoDate(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  return shiftPickupTime(time, date);
}

/** The 'HH:mm' of a pickup date-time, as the time field shows it. */
export function timeOf(dateTime: string): string {
  const m = /T(\d{2}:\d{2})/.exec(dateTime);
  return m ? (m[1] as string) : '';
}

/** The times a pickup can be asked for within a window, every half hour, both ends included. */
export function timesWithin(window: { from: string; to: string }): string[] {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const text = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const out: string[] = [];
  for (let m = minutes(window.from); m <= minutes(window.to); m += 30) out.push(text(m));
  if (out.at(-1) !== window.to) out.push(window.to);
  return out;
}
