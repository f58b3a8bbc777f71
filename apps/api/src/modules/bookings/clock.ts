import { todayInStockholm } from '@skeppa/domain';

/** The booking module's time: tests fix it, so that "today" and "archived" never depend on the day. */
export interface BookingClock {
  now(): Date;
  /** The calendar day in Sweden, 'YYYY-MM-DD'. */
  today(): string;
}

export function bookingClock(opts: { now?: () => Date; today?: () => string } = {}): BookingClock {
  const now = opts.now ?? (() => new Date());
  return { now, today: opts.today ?? (() => todayInStockholm(now())) };
}
