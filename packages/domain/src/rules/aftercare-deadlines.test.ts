import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFTERCARE_NEAR_DAYS,
  addYears,
  aftercareDeadlines,
  aftercareLastDay,
  daysBetween,
} from './aftercare-deadlines.ts';
import { addCalendarDays } from './working-days.ts';

const byKind = (deadlines: ReturnType<typeof aftercareDeadlines>) =>
  Object.fromEntries(deadlines.map(({ kind, ...d }) => [kind, d]));

describe('aftercare deadlines', () => {
  it('give the last days by road, counted in calendar days from delivery', () => {
    // Delivered Friday 27 November 2026: hidden damage + 7 = Friday 4 December, delay + 21 =
    // Friday 18 December, the time bar a year on.
    expect(
      byKind(aftercareDeadlines({ deliveredOn: '2026-11-27', mode: 'road', today: '2026-11-27' })),
    ).toEqual({
      hiddenDamage: { lastDay: '2026-12-04', near: false, passed: false },
      delay: { lastDay: '2026-12-18', near: false, passed: false },
      timeBar: { lastDay: '2027-11-27', near: false, passed: false },
    });
  });

  it('give air freight 14 days for hidden damage and the same 21 for a delay', () => {
    const air = byKind(aftercareDeadlines({ deliveredOn: '2026-12-30', mode: 'air', today: '2026-12-30' }));
    // 30 December + 14 runs into the new year: 13 January 2027.
    expect(air.hiddenDamage!.lastDay).toBe('2027-01-13');
    expect(air.delay!.lastDay).toBe('2027-01-20');
    expect(air.timeBar!.lastDay).toBe('2027-12-30');
  });

  it('warn two days before, on the last day too, and call it passed the day after', () => {
    const on = (today: string) =>
      byKind(aftercareDeadlines({ deliveredOn: '2026-11-27', mode: 'road', today })).hiddenDamage;
    expect(on('2026-12-01')).toMatchObject({ near: false, passed: false }); // 3 days left
    expect(on('2026-12-02')).toMatchObject({ near: true, passed: false }); // 2 days left
    expect(on('2026-12-04')).toMatchObject({ near: true, passed: false }); // the last day
    expect(on('2026-12-05')).toMatchObject({ near: false, passed: true });
  });

  it('count days across the change to summer time as whole days', () => {
    // Sweden moves its clocks on 29 March 2026: still 7 calendar days.
    expect(aftercareLastDay('hiddenDamage', 'road', '2026-03-27')).toBe('2026-04-03');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('end a year from 29 February on 28 February', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-01-31', 1)).toBe('2027-01-31');
  });

  const day = fc.integer({ min: 0, max: 3650 }).map((n) => addCalendarDays('2024-01-01', n));
  const mode = fc.constantFrom('road' as const, 'air' as const);

  it('is never near and passed at once, and passed exactly after the last day', () => {
    fc.assert(
      fc.property(day, mode, fc.integer({ min: -30, max: 400 }), (deliveredOn, m, offset) => {
        const today = addCalendarDays(deliveredOn, offset);
        for (const d of aftercareDeadlines({ deliveredOn, mode: m, today })) {
          expect(d.near && d.passed).toBe(false);
          expect(d.passed).toBe(today > d.lastDay);
          expect(d.near).toBe(today <= d.lastDay && daysBetween(today, d.lastDay) <= AFTERCARE_NEAR_DAYS);
          expect(d.lastDay > deliveredOn).toBe(true);
        }
      }),
    );
  });

  it('gives air at least as long as road, and a passed deadline stays passed', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        (deliveredOn, offset, later) => {
          const road = aftercareDeadlines({
            deliveredOn,
            mode: 'road',
            today: addCalendarDays(deliveredOn, offset),
          });
          const air = aftercareDeadlines({
            deliveredOn,
            mode: 'air',
            today: addCalendarDays(deliveredOn, offset),
          });
          road.forEach((r, i) => {
            expect(air[i]!.lastDay >= r.lastDay).toBe(true);
          });
          const after = aftercareDeadlines({
            deliveredOn,
            mode: 'road',
            today: addCalendarDays(deliveredOn, offset + later),
          });
          road.forEach((r, i) => {
            if (r.passed) expect(after[i]!.passed).toBe(true);
          });
        },
      ),
    );
  });
});
