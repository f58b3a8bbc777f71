import type Holidays from 'date-holidays';
import { useEffect, useMemo, useState } from 'react';
import { firstPickupDay, isoDay, isPickupDay, loadSwedishHolidays } from '../model/pickup-days';

const noHolidays = { isHoliday: () => false as const };

/**
 * Whether an ISO date is a pickup day. Weekends are known at once; Swedish holidays as soon as
 * date-holidays has loaded (its own chunk, fetched when step 3 opens).
 */
export interface PickupDays {
  isPickupDay: (isoDate: string) => boolean;
  /** The first day goods can be picked up, from today on or, once today's pickups are over, tomorrow. */
  firstDay: (todayIsOver: boolean) => string;
  ready: boolean;
}

export function usePickupDays(): PickupDays {
  const [holidays, setHolidays] = useState<Holidays | null>(null);
  useEffect(() => {
    let live = true;
    void loadSwedishHolidays().then((h) => live && setHolidays(h));
    return () => {
      live = false;
    };
  }, []);
  const rules = holidays ?? noHolidays;
  return useMemo(
    () => ({
      isPickupDay: (isoDate: string) => {
        const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
        return Boolean(y && m && d) && isPickupDay(new Date(y as number, (m as number) - 1, d), rules);
      },
      firstDay: (todayIsOver: boolean) => {
        const from = new Date();
        if (todayIsOver) from.setDate(from.getDate() + 1);
        return isoDay(firstPickupDay(from, rules));
      },
      ready: holidays !== null,
    }),
    [rules, holidays],
  );
}
