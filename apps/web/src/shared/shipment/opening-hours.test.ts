import { describe, expect, it } from 'vitest';
import { openingSpans } from './opening-hours';

const week = (weekdays: string[], sat: string[], sun: string[]) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const)
    .map((day) => ({ day, ranges: weekdays }))
    .concat([
      { day: 'sat' as never, ranges: sat },
      { day: 'sun' as never, ranges: sun },
    ]);

describe('openingSpans', () => {
  it('joins days in a row with the same hours', () => {
    expect(openingSpans(week(['07:00–22:00'], ['08:00–22:00'], ['08:00–22:00']))).toEqual([
      { from: 'mon', to: 'fri', ranges: ['07:00–22:00'] },
      { from: 'sat', to: 'sun', ranges: ['08:00–22:00'] },
    ]);
  });

  it('keeps a closed day apart and one span for a shop open all week', () => {
    expect(openingSpans(week(['09:00–18:00'], ['10:00–14:00'], []))).toEqual([
      { from: 'mon', to: 'fri', ranges: ['09:00–18:00'] },
      { from: 'sat', to: 'sat', ranges: ['10:00–14:00'] },
      { from: 'sun', to: 'sun', ranges: [] },
    ]);
    expect(openingSpans(week(['00:00–24:00'], ['00:00–24:00'], ['00:00–24:00']))).toHaveLength(1);
  });

  it('does not join days across one the carrier leaves out', () => {
    expect(
      openingSpans([
        { day: 'sun', ranges: ['10:00–16:00'] },
        { day: 'mon', ranges: ['10:00–16:00'] },
        { day: 'wed', ranges: ['10:00–16:00'] },
      ]),
    ).toEqual([
      { from: 'mon', to: 'mon', ranges: ['10:00–16:00'] },
      { from: 'wed', to: 'wed', ranges: ['10:00–16:00'] },
      { from: 'sun', to: 'sun', ranges: ['10:00–16:00'] },
    ]);
  });
});
