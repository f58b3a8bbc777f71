import type Holidays from 'date-holidays';

/** 'YYYY-MM-DD' of a local date, as the date picker and the consignment read it. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether goods can be picked up that day: not on a Saturday or Sunday, not on a Swedish public
 * holiday, nor on the eves Swedish business keeps closed (Midsummer, Christmas and New Year's
 * Eve, which date-holidays types 'bank'). `holidays` is date-holidays for SE, loaded with step 3.
 */
export function isPickupDay(date: Date, holidays: Pick<Holidays, 'isHoliday'>): boolean {
  const day = date.getDay();
  if (day === 0 || day === 6) return false;
  const found = holidays.isHoliday(date);
  return !(Array.isArray(found) && found.some((h) => h.type === 'public' || h.type === 'bank'));
}

/** The first pickup day from `from` on (today, when it still is one). */
export function firstPickupDay(from: Date, holidays: Pick<Holidays, 'isHoliday'>): Date {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  for (let i = 0; i < 30 && !isPickupDay(d, holidays); i++) d.setDate(d.getDate() + 1);
  return d;
}

/** Loaded with step 3, never with the first screen: the holiday rules of every country are big. */
export async function loadSwedishHolidays(): Promise<Holidays> {
  const { default: HolidaysClass } = await import('date-holidays');
  return new HolidaysClass('SE');
}
