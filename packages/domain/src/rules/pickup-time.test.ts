import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  onDate,
  shiftPickupTime,
  stockholmOffsetMinutes,
  todayInStockholm,
} from './pickup-time.ts';

describe('shiftPickupTime', () => {
  it('gives a UTC date-time as Swedish time with the offset of its date and zero seconds', () => {
    expect(shiftPickupTime('2026-05-12T08:00:00Z')).toBe('2026-05-12T10:00:00+02:00');
    expect(shiftPickupTime('2026-05-12T08:15:42.123')).toBe('2026-05-12T10:15:00+02:00');
    expect(shiftPickupTime('2026-01-12 16:30')).toBe('2026-01-12T17:30:00+01:00');
    expect(shiftPickupTime('2026-11-24T08:00:00+00:00')).toBe('2026-11-24T09:00:00+01:00');
  });

  it('changes offset with summer time (last Sunday of March and of October)', () => {
    expect(shiftPickupTime('2026-03-29T00:59Z')).toBe('2026-03-29T01:59:00+01:00');
    expect(shiftPickupTime('2026-03-29T01:00Z')).toBe('2026-03-29T03:00:00+02:00');
    expect(shiftPickupTime('2026-10-25T00:59Z')).toBe('2026-10-25T02:59:00+02:00');
    expect(shiftPickupTime('2026-10-25T01:00Z')).toBe('2026-10-25T02:00:00+01:00');
  });

  it('rolls over midnight, month and year', () => {
    expect(shiftPickupTime('2026-12-31T23:00:00Z')).toBe('2027-01-01T00:00:00+01:00');
    expect(shiftPickupTime('2028-02-28T23:30')).toBe('2028-02-29T00:30:00+01:00');
  });

  it('places a bare time on the pickup date as Swedish wall-clock time', () => {
    expect(shiftPickupTime('08:00', '2026-05-12')).toBe('2026-05-12T08:00:00+02:00');
    expect(shiftPickupTime('08:00', '2026-12-01')).toBe('2026-12-01T08:00:00+01:00');
    expect(shiftPickupTime('02:30', '2026-03-29')).toBe('2026-03-29T03:30:00+02:00');
    expect(shiftPickupTime('08:00')).toBe('08:00');
  });

  it('leaves empty, broken and already offset times alone', () => {
    for (const v of ['', 'soon', '2026-02-30T08:00', '2026-05-12T25:00', '2026-05-12T10:00:00+02:00']) {
      expect(shiftPickupTime(v)).toBe(v);
    }
  });

  it('keeps the instant, writes the offset Sweden has then, and is idempotent', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) });
    fc.assert(
      fc.property(instant, (ms) => {
        const utc = new Date(ms - (ms % 60_000)).toISOString();
        const shifted = shiftPickupTime(utc);
        expect(shifted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
        expect(Date.parse(shifted)).toBe(Date.parse(utc));
        expect(shiftPickupTime(shifted)).toBe(shifted);
      }),
    );
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-5-1')).toBe(false);
  });

  it('takes today in Sweden from an injected clock', () => {
    expect(todayInStockholm(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(todayInStockholm(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(todayInStockholm(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInStockholm(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('reads the day and the offset right on either side of a change, whichever is asked first', () => {
    // Each reading is kept for its UTC hour: the minute before a change must not take the next
    // hour's, nor the other way round.
    const at = (iso: string) => new Date(iso).getTime();
    expect(stockholmOffsetMinutes(at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(stockholmOffsetMinutes(at('2026-03-29T00:59:59Z'))).toBe(60);
    expect(stockholmOffsetMinutes(at('2026-10-25T00:59:59Z'))).toBe(120);
    expect(stockholmOffsetMinutes(at('2026-10-25T01:00:00Z'))).toBe(60);
    expect(todayInStockholm(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(todayInStockholm(new Date('2026-11-26T22:59:59.999Z'))).toBe('2026-11-26');
    fc.assert(
      fc.property(fc.integer({ min: at('1950-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z') }), (ms) => {
        const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(ms);
        expect(todayInStockholm(new Date(ms))).toBe(day);
      }),
    );
  });

  it('moves a date-time to another date, keeping the time', () => {
    expect(onDate('2026-05-10T10:00:00+02:00', '2026-05-12')).toBe('2026-05-12T10:00:00+02:00');
    expect(onDate('2026-10-20T10:00:00+02:00', '2026-11-24')).toBe('2026-11-24T10:00:00+01:00');
    expect(onDate('', '2026-05-12')).toBe('');
  });
});
