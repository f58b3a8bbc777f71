import { describe, expect, it } from 'vitest';
import { asCancelled, carrierLocalTime, deliveredAt } from './tracking-event';

describe('a carrier event’s time', () => {
  it('keeps the carrier’s own wall time, with no offset where it is Sweden’s', () => {
    expect(carrierLocalTime('2026-11-20T14:32:00+01:00')).toEqual({
      dateTime: '2026-11-20 14:32',
      offset: null,
    });
    // Summer time in Sweden is +02:00.
    expect(carrierLocalTime('2026-07-01T08:05:00+02:00')).toEqual({
      dateTime: '2026-07-01 08:05',
      offset: null,
    });
  });

  it('names the offset of a time abroad, and of a UTC time', () => {
    expect(carrierLocalTime('2026-11-20T03:10:00-05:00')).toEqual({
      dateTime: '2026-11-20 03:10',
      offset: 'UTC−05:00',
    });
    expect(carrierLocalTime('2026-11-20T13:32:00.000Z')).toEqual({
      dateTime: '2026-11-20 13:32',
      offset: 'UTC+00:00',
    });
    // Finland in winter is +02:00, an hour ahead of Sweden.
    expect(carrierLocalTime('2026-11-20T09:00:00+02:00').offset).toBe('UTC+02:00');
  });

  it('tells when a delivered shipment was delivered', () => {
    const event = (status: 'delivered' | 'outForDelivery', at: string) => ({
      id: 1,
      recordedAt: at,
      event: { at, place: null, carrierCode: 'X', carrierText: '', status, cause: null },
    });
    const events = [
      event('delivered', '2026-11-21T13:00:00+01:00'),
      event('outForDelivery', '2026-11-21T08:00:00+01:00'),
    ];
    expect(deliveredAt({ status: 'delivered', events })).toBe('2026-11-21T13:00:00+01:00');
    expect(deliveredAt({ status: 'inTransit', events })).toBeNull();
  });
});

describe('a cancelled booking’s tracking', () => {
  it('is cancelled and ended at once, with no delivery to expect, before tracking hears of it', () => {
    const tracking = {
      orderNo: '1000234',
      consignmentNo: '1234567897',
      status: 'booked' as const,
      expectedDelivery: '2026-11-24',
      carrierTrackingUrl: null,
      receiverTrackingUrl: null,
      checkedAt: null,
      finished: false,
      events: [],
    };
    expect(asCancelled(tracking)).toEqual({
      ...tracking,
      status: 'cancelled',
      expectedDelivery: null,
      finished: true,
    });
    const heard = { ...tracking, status: 'cancelled' as const, expectedDelivery: null, finished: true };
    expect(asCancelled(heard)).toBe(heard);
  });
});
