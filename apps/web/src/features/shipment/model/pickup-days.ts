import { firstWorkingDay, isWorkingDay } from '@skeppa/domain';

/** 'YYYY-MM-DD' of a local date, as the date picker and the consignment read it. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether goods can be picked up that day ('YYYY-MM-DD'): a Swedish working day (rules/working-days.ts). */
export function isPickupDay(isoDate: string): boolean {
  return /^\d{4}-\d{2}-\d{2}/.test(isoDate) && isWorkingDay(isoDate.slice(0, 10));
}

/**
 * The first day goods can be picked up, from `now`'s local date on or, once today's pickups are
 * over, from tomorrow.
 */
export function firstPickupDay(todayIsOver: boolean, now = new Date()): string {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (todayIsOver ? 1 : 0));
  return firstWorkingDay(isoDay(from));
}
