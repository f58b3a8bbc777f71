import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPart } from '../entities/consignment.ts';
import { notifiedEmail, TRACKING_NOTICES, trackingNoticeOf } from './tracking-notices.ts';
import { TRACKING_STATUSES } from './tracking-status.ts';

describe('trackingNoticeOf', () => {
  it('mails the receiver on pickup and out for delivery, the sender on delivery and exceptions', () => {
    expect(trackingNoticeOf('confirmed', 'pickup')).toBe('receiverPickup');
    expect(trackingNoticeOf('booked', 'pickup')).toBe('receiverPickup');
    expect(trackingNoticeOf('inTransit', 'outForDelivery')).toBe('receiverOutForDelivery');
    expect(trackingNoticeOf('outForDelivery', 'delivered')).toBe('senderDelivered');
    expect(trackingNoticeOf('inTransit', 'delayed')).toBe('senderException');
    expect(trackingNoticeOf('delayed', 'heldInCustoms')).toBe('senderException');
    expect(trackingNoticeOf('deliveryFailed', 'returnedToSender')).toBe('senderException');
  });

  it('says nothing of the steps between, of a late pickup scan, or of no change', () => {
    expect(trackingNoticeOf('pickup', 'inTransit')).toBeNull();
    expect(trackingNoticeOf('booked', 'confirmed')).toBeNull();
    expect(trackingNoticeOf('inTransit', 'pickup')).toBeNull();
    expect(trackingNoticeOf('outForDelivery', 'outForDelivery')).toBeNull();
    expect(trackingNoticeOf('inTransit', 'readyForPickup')).toBeNull();
  });

  it('mails a second round out for delivery after a failed one', () => {
    expect(trackingNoticeOf('deliveryFailed', 'outForDelivery')).toBe('receiverOutForDelivery');
  });

  it('never mails without a change, and a receiver notice only for pickup or out for delivery', () => {
    const status = fc.constantFrom(...TRACKING_STATUSES);
    fc.assert(
      fc.property(status, status, (previous, next) => {
        const notice = trackingNoticeOf(previous, next);
        if (previous === next) expect(notice).toBeNull();
        if (notice !== null) expect(TRACKING_NOTICES).toContain(notice);
        if (notice?.startsWith('receiver')) expect(['pickup', 'outForDelivery']).toContain(next);
      }),
    );
  });
});

describe('notifiedEmail', () => {
  const part = (value: string, notify: boolean) => {
    const p = newPart('consignor', 1);
    p.communication.email = { value, notify };
    return p;
  };
  it('is the address when the box is ticked and the address valid', () => {
    expect(notifiedEmail(part(' lager@example.se ', true))).toBe('lager@example.se');
    expect(notifiedEmail(part('lager@example.se', false))).toBeNull();
    expect(notifiedEmail(part('inte en adress', true))).toBeNull();
    expect(notifiedEmail(undefined)).toBeNull();
  });
});
