import { type OpeningDay, WEEKDAYS, type Weekday } from '@skeppa/domain';

/** Days in a row with the same hours, as one line reads them: "mon–fri 07:00–22:00". */
export interface OpeningSpan {
  from: Weekday;
  to: Weekday;
  /** Empty: closed. */
  ranges: string[];
}

/**
 * A week of opening hours shortened as a shop's door says it: consecutive days with the same
 * hours share one line, Monday first; days the carrier does not mention are left out.
 */
export function openingSpans(days: OpeningDay[]): OpeningSpan[] {
  const byDay = new Map(days.map((d) => [d.day, d.ranges]));
  const spans: OpeningSpan[] = [];
  for (const day of WEEKDAYS) {
    const ranges = byDay.get(day);
    if (!ranges) continue;
    const last = spans[spans.length - 1];
    const previous = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (last && last.to === previous && last.ranges.join() === ranges.join()) last.to = day;
    else spans.push({ from: day, to: day, ranges });
  }
  return spans;
}
