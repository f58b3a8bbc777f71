import { isFinalStatus, type TrackingStatus, todayInStockholm } from '@skeppa/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A shipment is followed this long after booking, then no more (SPEC: tracking ends). */
export const TRACKING_DAYS = 90;

export interface CheckState {
  status: TrackingStatus;
  bookedAt: Date;
  expectedDelivery: string | null;
  /** Checks in a row that found nothing new, and that the carrier failed. */
  quietChecks: number;
  failedChecks: number;
}

/**
 * When to ask the carrier next; null when tracking has ended (a final status, or 90 days after
 * booking). Near pickup (the first day) and near delivery (out for delivery, or the expected day
 * reached) every 20 minutes; on the way every 2 hours. Each quiet check doubles the wait (up to
 * 2 hours near pickup and delivery, 12 on the way), and a failing carrier is asked after 10
 * minutes, doubling to 6 hours, so a carrier that is down is not hammered.
 */
export function nextCheckAt(s: CheckState, now: Date): Date | null {
  const stop = s.bookedAt.getTime() + TRACKING_DAYS * 24 * HOUR;
  if (isFinalStatus(s.status) || now.getTime() >= stop) return null;
  let wait: number;
  if (s.failedChecks > 0) {
    wait = Math.min(10 * MINUTE * 2 ** Math.min(s.failedChecks - 1, 10), 6 * HOUR);
  } else {
    const near =
      now.getTime() - s.bookedAt.getTime() < 24 * HOUR ||
      s.status === 'outForDelivery' ||
      (s.expectedDelivery !== null && s.expectedDelivery <= todayInStockholm(now));
    const [base, cap] = near ? [20 * MINUTE, 2 * HOUR] : [2 * HOUR, 12 * HOUR];
    wait = Math.min(base * 2 ** Math.min(s.quietChecks, 10), cap);
  }
  return new Date(Math.min(now.getTime() + wait, stop));
}
