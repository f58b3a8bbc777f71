import { describe, expect, it } from 'vitest';
import { addWorkingDays, firstWorkingDay, isWorkingDay } from './working-days.ts';

describe('working days in Sweden', () => {
  it('skips weekends, public holidays and the eves business keeps closed', () => {
    expect(isWorkingDay('2026-12-01')).toBe(true); // a Tuesday
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-12-24')).toBe(false); // Christmas Eve (bank)
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas Day
    expect(isWorkingDay('2026-06-19')).toBe(false); // Midsummer Eve, a Friday
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-05-14')).toBe(false); // Ascension Day
  });

  it('counts working days over Christmas and New Year', () => {
    // Wed 23 Dec + 1 → Mon 28 Dec (24, 25 holidays; 26, 27 weekend).
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    // Wed 30 Dec + 1 → Mon 4 Jan (31 Dec eve, 1 Jan holiday, weekend).
    expect(addWorkingDays('2026-12-30', 1)).toBe('2027-01-04');
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(firstWorkingDay('2026-11-28')).toBe('2026-11-30');
  });
});
