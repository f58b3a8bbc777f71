import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isArchived } from './archive.ts';

const now = new Date('2026-11-24T10:00:00Z');

describe('archived shipments', () => {
  it('archives a shipment booked more than 13 months ago, not one booked exactly then or later', () => {
    expect(isArchived({ dateBooked: '2025-10-24T09:59:59Z' }, now)).toBe(true);
    expect(isArchived({ dateBooked: '2025-10-24T10:00:00Z' }, now)).toBe(false);
    expect(isArchived({ dateBooked: '2025-11-01T00:00:00Z' }, now)).toBe(false);
    expect(isArchived({ dateBooked: '2024-01-05T08:00:00+01:00' }, now)).toBe(true);
  });

  it('never archives an unbooked shipment', () => {
    expect(isArchived({ dateBooked: null }, now)).toBe(false);
  });

  it('counts calendar months, ending a long month on the shorter month’s last day', () => {
    // 13 months before 31 March 2027 is 31 February 2026, which is 28 February.
    const march31 = new Date('2027-03-31T12:00:00Z');
    expect(isArchived({ dateBooked: '2026-02-28T11:59:59Z' }, march31)).toBe(true);
    expect(isArchived({ dateBooked: '2026-02-28T12:00:00Z' }, march31)).toBe(false);
  });

  it('archives whatever was booked before anything archived, for any dates', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, day, (a, b, at) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (isArchived({ dateBooked: late.toISOString() }, at)) {
          expect(isArchived({ dateBooked: early.toISOString() }, at)).toBe(true);
        }
        // Nothing booked within the last year is archived.
        const recent = new Date(at.getTime() - 365 * 86_400_000);
        expect(isArchived({ dateBooked: recent.toISOString() }, at)).toBe(false);
      }),
    );
  });
});
