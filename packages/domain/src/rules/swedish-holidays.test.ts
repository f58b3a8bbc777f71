import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday, isSwedishHoliday, swedishHolidays } from './swedish-holidays.ts';
import { addCalendarDays } from './working-days.ts';

const named = (year: number) => Object.fromEntries(swedishHolidays(year).map((h) => [h.name, h.day]));

describe("Sweden's closed days", () => {
  it('finds Easter by the Gregorian computus', () => {
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2019)).toEqual([4, 21]);
    expect(easterSunday(2008)).toEqual([3, 23]); // nearly the earliest (22 March)
    expect(easterSunday(2038)).toEqual([4, 25]); // the latest possible
    expect(easterSunday(2000)).toEqual([4, 23]);
  });

  it('names the days of 2026 as a Swedish calendar prints them', () => {
    expect(named(2026)).toEqual({
      "New Year's Day": '2026-01-01',
      Epiphany: '2026-01-06',
      'Good Friday': '2026-04-03',
      'Easter Sunday': '2026-04-05',
      'Easter Monday': '2026-04-06',
      'May Day': '2026-05-01',
      'Ascension Day': '2026-05-14',
      Whitsunday: '2026-05-24',
      'National Day': '2026-06-06',
      'Midsummer Eve': '2026-06-19',
      'Midsummer Day': '2026-06-20',
      "All Saints' Day": '2026-10-31',
      'Christmas Eve': '2026-12-24',
      'Christmas Day': '2026-12-25',
      'Boxing Day': '2026-12-26',
      "New Year's Eve": '2026-12-31',
    });
  });

  it('moves Midsummer and All Saints to their Friday and Saturday', () => {
    // 2027: 19 June is a Saturday, so the eve is the 25th; 31 October a Sunday, so 6 November.
    expect(named(2027)['Midsummer Eve']).toBe('2027-06-25');
    expect(named(2027)['Midsummer Day']).toBe('2027-06-26');
    expect(named(2027)["All Saints' Day"]).toBe('2027-11-06');
    expect(named(2030)['Midsummer Eve']).toBe('2030-06-21');
    expect(named(2030)["All Saints' Day"]).toBe('2030-11-02');
  });

  it('keeps both when Ascension Day falls on May Day', () => {
    const days = swedishHolidays(2008).filter((h) => h.day === '2008-05-01');
    expect(days.map((h) => h.name).sort()).toEqual(['Ascension Day', 'May Day']);
  });

  it('counts National Day from 2005 and Whit Monday never, as the data it replaced', () => {
    expect(isSwedishHoliday('2004-06-06')).toBe(false);
    expect(isSwedishHoliday('2005-06-06')).toBe(true);
    expect(isSwedishHoliday('2026-05-25')).toBe(false); // Whit Monday
    expect(isSwedishHoliday('2026-04-04')).toBe(false); // Easter Saturday
    expect(isSwedishHoliday('2026-05-23')).toBe(false); // Whitsun Eve
    expect(isSwedishHoliday('2026-04-30')).toBe(false); // Walpurgis Night
    expect(isSwedishHoliday('2026-10-30')).toBe(false); // All Saints' Eve
  });

  it('closes exactly the days date-holidays types public or bank for Sweden, 1990–2100', () => {
    const se = new Holidays('SE');
    const theirs = new Set<string>();
    for (let year = 1990; year <= 2100; year++) {
      for (const h of se.getHolidays(year)) {
        if (h.type !== 'public' && h.type !== 'bank') continue;
        // A whole local day (23 or 25 hours when the clocks change): the same days working-days
        // found by asking `isHoliday` at noon, which takes 100 times longer for 111 years.
        expect(h.date.slice(11)).toBe('00:00:00');
        expect((h.end.getTime() - h.start.getTime()) / 3_600_000).toBeGreaterThanOrEqual(23);
        theirs.add(h.date.slice(0, 10));
      }
    }
    const differing: string[] = [];
    for (let day = '1990-01-01'; day <= '2100-12-31'; day = addCalendarDays(day, 1)) {
      if (isSwedishHoliday(day) !== theirs.has(day)) differing.push(day);
    }
    expect(differing).toEqual([]);
    expect(theirs.size).toBe(1757); // 111 years, 16 days a year less National Day 1990–2004 and the shared May Days
  });

  it('agrees with asking date-holidays at noon, as working days did, over two years', () => {
    const se = new Holidays('SE');
    for (let day = '2026-01-01'; day <= '2027-12-31'; day = addCalendarDays(day, 1)) {
      const found = se.isHoliday(`${day} 12:00`);
      const closed = Array.isArray(found) && found.some((h) => h.type === 'public' || h.type === 'bank');
      expect(isSwedishHoliday(day), day).toBe(closed);
    }
  });
});
