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

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

/**
 * Stockholm's offset on a date at a time: '+01:00' in winter, '+02:00' in summer. Taken from the
 * time zone database through Intl, so the switch days fall where they really do.
 */
export function stockholmOffset(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const name = offsetFormat.formatToParts(guess).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return m ? (m[1] as string) : '+00:00';
}

/** A pickup time as the consignment carries it: the local time in Stockholm with its offset. */
export function pickupDateTime(date: string, time: string): string {
  if (!date || !/^\d{2}:\d{2}$/.test(time)) return '';
  return `${date}T${time}:00${stockholmOffset(date, time)}`;
}

/** The 'HH:mm' of a pickup date-time, as the time field shows it. */
export function timeOf(dateTime: string): string {
  const m = /T(\d{2}:\d{2})/.exec(dateTime);
  return m ? (m[1] as string) : '';
}
