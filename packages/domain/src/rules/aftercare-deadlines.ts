import {
  AFTERCARE_DEADLINE_KINDS,
  type AftercareDeadline,
  type AftercareDeadlineKind,
  type AftercareMode,
} from '../api/aftercare-deadlines.ts';
import { addCalendarDays } from './working-days.ts';

/**
 * Calendar days after delivery within which the receiver must give notice, by how the goods
 * travelled (docs/rules.md, Notice periods, gives the law behind each). Counted in calendar days:
 * the conventions leave out Sundays and holidays or move a last day off a weekend, so ours is never
 * later than the law's.
 */
export const AFTERCARE_NOTICE_DAYS: Record<AftercareMode, Record<'hiddenDamage' | 'delay', number>> = {
  road: { hiddenDamage: 7, delay: 21 },
  air: { hiddenDamage: 14, delay: 21 },
};

/** The time bar: an action must be brought within one year of delivery, by road or air. */
export const AFTERCARE_TIME_BAR_YEARS = 1;

/** A deadline this many days away or fewer (and not passed) is near: the screens warn, a mail goes. */
export const AFTERCARE_NEAR_DAYS = 2;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The same date `years` later; 29 February becomes 28 February in a year without it. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

/** The last day to give notice of each kind, for goods delivered (or expected) on `deliveredOn`. */
export function aftercareLastDay(
  kind: AftercareDeadlineKind,
  mode: AftercareMode,
  deliveredOn: string,
): string {
  if (kind === 'timeBar') return addYears(deliveredOn, AFTERCARE_TIME_BAR_YEARS);
  return addCalendarDays(deliveredOn, AFTERCARE_NOTICE_DAYS[mode][kind]);
}

/**
 * Every deadline of a shipment on `today` (all days 'YYYY-MM-DD' in Europe/Stockholm): its last
 * day, near when two days or fewer are left, passed after the last day.
 */
export function aftercareDeadlines(input: {
  deliveredOn: string;
  mode: AftercareMode;
  today: string;
}): AftercareDeadline[] {
  return AFTERCARE_DEADLINE_KINDS.map((kind) => {
    const lastDay = aftercareLastDay(kind, input.mode, input.deliveredOn);
    const left = daysBetween(input.today, lastDay);
    return { kind, lastDay, near: left >= 0 && left <= AFTERCARE_NEAR_DAYS, passed: left < 0 };
  });
}
