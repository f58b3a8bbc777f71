/**
 * How long a booked shipment stays fully shown: carriers keep a booking's details (tracking,
 * reprints of its labels) for about a year, so after 13 months only a summary is shown and
 * nothing is printed (SPEC §4 archived shipments).
 */
export const ARCHIVE_AFTER_MONTHS = 13;

/** The instant `months` calendar months before `now`; a day the shorter month lacks becomes its last. */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Whether a shipment is archived: booked more than ARCHIVE_AFTER_MONTHS before `now`. Unbooked ones never are. */
export function isArchived(order: { dateBooked: string | null }, now: Date): boolean {
  if (!order.dateBooked) return false;
  const booked = new Date(order.dateBooked);
  if (Number.isNaN(booked.getTime())) return false;
  return booked.getTime() < monthsBefore(now, ARCHIVE_AFTER_MONTHS).getTime();
}
