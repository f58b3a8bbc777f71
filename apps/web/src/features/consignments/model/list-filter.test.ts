import { describe, expect, it } from 'vitest';
import { defaultFilter, rangeIsValid, stockholmDay } from './list-filter';

describe('shipment list filter', () => {
  it('starts with the last 30 days in Swedish days', () => {
    // 23:30 UTC on 24 November is already 25 November in Stockholm.
    expect(defaultFilter(new Date('2026-11-24T23:30:00Z'))).toEqual({
      from: '2026-10-26',
      to: '2026-11-25',
      search: '',
      status: '',
    });
  });

  it('reads the Swedish day across the summer-time offset', () => {
    expect(stockholmDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(stockholmDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('refuses only a range that ends before it starts', () => {
    expect(rangeIsValid({ from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(rangeIsValid({ from: '2026-11-30', to: '2026-11-30' })).toBe(true);
    expect(rangeIsValid({ from: '2026-12-01', to: '2026-11-30' })).toBe(false);
    expect(rangeIsValid({ from: '', to: '2026-11-30' })).toBe(true);
  });
});
