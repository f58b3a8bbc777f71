import { type HolidayCalendar, isWorkingDay } from '@skeppa/domain';
import type Holidays from 'date-holidays';

/** 'YYYY-MM-DD' of a local date, as the date picker and the consignment read it. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether goods can be picked up that day: a Swedish working day (rules/working-days.ts). */
export function isPickupDay(date: Date, holidays: HolidayCalendar): boolean {
  return isWorkingDay(isoDay(date), holidays);
}

/** The first pickup day from `from` on (today, when it still is one). */
export function firstPickupDay(from: Date, holidays: HolidayCalendar): Date {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  for (let i = 0; i < 30 && !isPickupDay(d, holidays); i++) d.setDate(d.getDate() + 1);
  return d;
}

/** Loaded with step 3, never with the first screen: the holiday rules of every country are big. */
export async function loadSwedishHolidays(): Promise<Holidays> {
  const { default: HolidaysClass } = await import('date-holidays');
  return new HolidaysClass('SE');
}
