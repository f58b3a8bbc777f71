import { describe, expect, it } from 'vitest';
import { firstPickupDay, isPickupDay } from './pickup-days';
import { pickupDateTime, pickupWindow, stockholmTimeNow, timeOf, timesWithin } from './pickup-time';

describe('pickup days', () => {
  it('are working days that are no Swedish public holiday nor a closed eve', () => {
    expect(isPickupDay('2026-11-24')).toBe(true); // a Tuesday
    expect(isPickupDay('2026-11-28')).toBe(false); // Saturday
    expect(isPickupDay('2026-11-29')).toBe(false); // Sunday
    expect(isPickupDay('2026-12-24')).toBe(false); // Christmas Eve, a Thursday
    expect(isPickupDay('2026-12-25')).toBe(false); // Christmas Day
    expect(isPickupDay('2026-06-19')).toBe(false); // Midsummer Eve, a Friday
    expect(isPickupDay('2026-05-14')).toBe(false); // Ascension Day
    expect(isPickupDay('2026-05-01')).toBe(false); // May Day
    expect(isPickupDay('')).toBe(false); // no date chosen yet
  });

  it('start at the first pickup day: Christmas Eve on a Thursday moves to the Monday after', () => {
    expect(firstPickupDay(false, new Date(2026, 11, 24, 10))).toBe('2026-12-28');
    expect(firstPickupDay(false, new Date(2026, 10, 24, 10))).toBe('2026-11-24');
    // Today's pickups over on Wednesday 23 December: the next pickup day is after Christmas.
    expect(firstPickupDay(true, new Date(2026, 11, 23, 18))).toBe('2026-12-28');
    expect(firstPickupDay(true, new Date(2026, 10, 24, 18))).toBe('2026-11-25');
  });
});

describe('pickup times', () => {
  it('carry the Stockholm offset of their own date: +01:00 in winter, +02:00 in summer', () => {
    expect(pickupDateTime('2026-01-15', '09:00')).toBe('2026-01-15T09:00:00+01:00');
    expect(pickupDateTime('2026-07-15', '09:00')).toBe('2026-07-15T09:00:00+02:00');
    // The days of the change: summer time starts 29 March 2026 at 02:00, ends 25 October at 03:00.
    expect(pickupDateTime('2026-03-29', '12:00')).toBe('2026-03-29T12:00:00+02:00');
    expect(pickupDateTime('2026-10-25', '12:00')).toBe('2026-10-25T12:00:00+01:00');
    expect(pickupDateTime('', '09:00')).toBe('');
    expect(pickupDateTime('2026-01-15', '9')).toBe('');
  });

  it('read the window of a template and the time of a date-time', () => {
    expect(pickupWindow('09:00-17:00')).toEqual({ from: '09:00', to: '17:00' });
    expect(pickupWindow(' 08:00 - 16:00 ')).toEqual({ from: '08:00', to: '16:00' });
    expect(pickupWindow('')).toBeNull();
    expect(timeOf('2026-01-15T09:30:00+01:00')).toBe('09:30');
    expect(timeOf('')).toBe('');
    expect(timesWithin({ from: '08:00', to: '10:00' })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(timesWithin({ from: '08:15', to: '09:00' })).toEqual(['08:15', '08:45', '09:00']);
  });

  it('tell the time in Sweden whatever the clock of the browser', () => {
    expect(stockholmTimeNow(new Date('2026-01-15T16:05:00Z'))).toBe('17:05');
    expect(stockholmTimeNow(new Date('2026-07-15T16:05:00Z'))).toBe('18:05');
  });
});
