/**
 * A booked shipment is archived once it was booked more than this many months ago: past the
 * carriers' claim periods and a year's comparison, its documents are no longer printed and the
 * consignment page shows a summary only (SPEC §4, the archived-shipment notice of §8).
 */
export const ARCHIVE_AFTER_MONTHS = 13;

/** The instant `months` calendar months before `now` (the 31st steps back to the month's end). */
export function monthsBefore(now: Date, months: number): Date {
  const t = new Date(now.getTime());
  const day = t.getUTCDate();
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(day, lastDay));
  return t;
}

/** Whether a shipment booked at `dateBooked` is archived at `now`; an unbooked one never is. */
export function isArchived(dateBooked: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (dateBooked === null || dateBooked === undefined) return false;
  const booked = typeof dateBooked === 'string' ? new Date(dateBooked) : dateBooked;
  if (Number.isNaN(booked.getTime())) return false;
  return booked.getTime() < monthsBefore(now, ARCHIVE_AFTER_MONTHS).getTime();
}
