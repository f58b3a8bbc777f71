import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayCancel, SHOWN_STATUSES, shownStatus } from './order-status.ts';

const booked = '2026-11-20T09:00:00Z';

describe('the status a shipment shows', () => {
  it('shows the carrier’s four statuses, in any case', () => {
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: 'CONFIRMED' })).toBe('confirmed');
    expect(shownStatus({ dateBooked: booked, printed: false, statusCategory: 'PICKUP' })).toBe('pickup');
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: 'in_transit' })).toBe(
      'inTransit',
    );
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: 'DELIVERED' })).toBe('delivered');
  });

  it('shows printed or booked before the carrier reports', () => {
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: '' })).toBe('printed');
    expect(shownStatus({ dateBooked: booked, printed: false, statusCategory: '' })).toBe('booked');
  });

  it('shows no status for an unknown carrier status and for an unbooked shipment', () => {
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: 'EXCEPTION' })).toBe('none');
    expect(shownStatus({ dateBooked: null, printed: false, statusCategory: '' })).toBe('none');
  });

  it('shows a cancelled booking as cancelled, and lets only a booked one not yet picked up be cancelled', () => {
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: 'CANCELLED' })).toBe('cancelled');
    const order = { dateBooked: booked, archived: false };
    expect(mayCancel({ ...order, statusCategory: '' })).toBe(true);
    expect(mayCancel({ ...order, statusCategory: 'CONFIRMED' })).toBe(true);
    expect(mayCancel({ ...order, statusCategory: 'PICKUP' })).toBe(false);
    expect(mayCancel({ ...order, statusCategory: 'CANCELLED' })).toBe(false);
    expect(mayCancel({ ...order, archived: true, statusCategory: '' })).toBe(false);
    expect(mayCancel({ dateBooked: null, archived: false, statusCategory: '' })).toBe(false);
  });

  it('shows a booked shipment the carrier returned as returned to the sender, in any case', () => {
    expect(shownStatus({ dateBooked: booked, printed: true, statusCategory: 'RETURNED' })).toBe(
      'returnedToSender',
    );
    expect(shownStatus({ dateBooked: booked, printed: false, statusCategory: ' returned ' })).toBe(
      'returnedToSender',
    );
    // Only a booking is returned: an unbooked order with that category still shows no status.
    expect(shownStatus({ dateBooked: null, printed: false, statusCategory: 'RETURNED' })).toBe('none');
    const order = { dateBooked: booked, archived: false };
    expect(mayCancel({ ...order, statusCategory: 'RETURNED' })).toBe(false);
  });

  it('always answers one of the shown statuses', () => {
    fc.assert(
      fc.property(fc.option(fc.constant(booked)), fc.boolean(), fc.string(), (dateBooked, printed, s) => {
        expect(SHOWN_STATUSES).toContain(shownStatus({ dateBooked, printed, statusCategory: s }));
      }),
    );
  });
});
