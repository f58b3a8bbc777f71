import type { HolidayCalendar } from '@skeppa/domain';
import Holidays from 'date-holidays';

let swedish: HolidayCalendar | undefined;

/**
 * Sweden's holidays (date-holidays), each day read once: a polling pass plans thousands of sandbox
 * histories and expected deliveries over the same few weeks of days.
 */
export function swedishCalendar(): HolidayCalendar {
  if (swedish) return swedish;
  const holidays = new Holidays('SE');
  const known = new Map<string, ReturnType<HolidayCalendar['isHoliday']>>();
  swedish = {
    isHoliday(date) {
      const key = String(date);
      let found = known.get(key);
      if (found === undefined) {
        found = holidays.isHoliday(date);
        known.set(key, found);
      }
      return found;
    },
  };
  return swedish;
}
