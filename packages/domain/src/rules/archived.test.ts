import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isArchived, monthsBefore } from './archived.ts';

describe('archived shipments', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('archives a booking of more than 13 months ago, not one of exactly 13 or fewer', () => {
    expect(isArchived('2025-10-24T11:59:59Z', now)).toBe(true);
    expect(isArchived('2025-10-24T12:00:00Z', now)).toBe(false);
    expect(isArchived('2026-11-01T08:00:00Z', now)).toBe(false);
  });

  it('never archives an unbooked shipment or an unreadable date', () => {
    expect(isArchived(null, now)).toBe(false);
    expect(isArchived(undefined, now)).toBe(false);
    expect(isArchived('not a date', now)).toBe(false);
  });

  it('steps back from the 31st to the end of a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 13).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('archives every booking older than 14 months and none younger than 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (days) => {
        const booked = new Date(now.getTime() - days * 86_400_000);
        if (days > 14 * 31) expect(isArchived(booked, now)).toBe(true);
        if (days < 12 * 28) expect(isArchived(booked, now)).toBe(false);
      }),
    );
  });
});
