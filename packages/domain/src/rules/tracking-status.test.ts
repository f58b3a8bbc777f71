import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOWN_STATUSES } from './order-status.ts';
import {
  CARRIER_TRACKING_CODES,
  consignmentStatusOf,
  EXCEPTION_TRACKING_STATUSES,
  isExceptionStatus,
  isFinalStatus,
  statusAfter,
  TRACKING_STATUSES,
  trackingEventSchema,
  trackingStatusOf,
  UPS_TRACKING_STATUS_CODES,
  upsTrackingStatusOf,
} from './tracking-status.ts';

const event = {
  at: '2026-11-27T14:05:00+01:00',
  place: { city: 'Jönköping', countryCode: 'SE' },
  carrierCode: 'NH',
  carrierText: 'Consignee not home',
  status: 'deliveryFailed',
  cause: 'receiver',
} as const;

describe('tracking statuses', () => {
  it('keep every SPEC status', () => {
    for (const s of SHOWN_STATUSES) expect(TRACKING_STATUSES).toContain(s);
  });

  it('are final when delivered, returned to sender or cancelled', () => {
    expect(TRACKING_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'returnedToSender', 'cancelled']);
  });

  it('are exceptions when delayed, failed, held in customs or returned; cancelled is not', () => {
    expect(TRACKING_STATUSES.filter(isExceptionStatus)).toEqual([...EXCEPTION_TRACKING_STATUSES]);
    expect(isExceptionStatus('cancelled')).toBe(false);
    expect(isExceptionStatus('unknown')).toBe(false);
  });

  it('roll up to SPEC’s consignment values for the lists', () => {
    expect(consignmentStatusOf('confirmed')).toBe('CONFIRMED');
    expect(consignmentStatusOf('pickup')).toBe('PICKUP');
    expect(consignmentStatusOf('outForDelivery')).toBe('IN_TRANSIT');
    expect(consignmentStatusOf('heldInCustoms')).toBe('IN_TRANSIT');
    expect(consignmentStatusOf('delivered')).toBe('DELIVERED');
    expect(consignmentStatusOf('returnedToSender')).toBeNull();
    expect(consignmentStatusOf('printed')).toBeNull();
  });
});

describe('statusAfter', () => {
  it('follows the events, exceptions and recoveries alike', () => {
    expect(statusAfter('printed', 'confirmed')).toBe('confirmed');
    expect(statusAfter('inTransit', 'delayed')).toBe('delayed');
    expect(statusAfter('delayed', 'inTransit')).toBe('inTransit');
    expect(statusAfter('outForDelivery', 'deliveryFailed')).toBe('deliveryFailed');
  });

  it('keeps a final status and ignores an unknown event', () => {
    expect(statusAfter('delivered', 'inTransit')).toBe('delivered');
    expect(statusAfter('cancelled', 'pickup')).toBe('cancelled');
    expect(statusAfter('inTransit', 'unknown')).toBe('inTransit');
  });

  it('never leaves a final status, and answers either the current status or the event', () => {
    const status = fc.constantFrom(...TRACKING_STATUSES);
    fc.assert(
      fc.property(status, fc.array(status), (start, events) => {
        let s = start;
        for (const e of events) {
          const next = statusAfter(s, e);
          expect([s, e]).toContain(next);
          if (isFinalStatus(s)) expect(next).toBe(s);
          s = next;
        }
      }),
    );
  });
});

describe('a tracking event', () => {
  it('holds time with offset, place, the carrier’s code and text, our status and the cause', () => {
    expect(trackingEventSchema.parse(event)).toEqual(event);
    expect(trackingEventSchema.safeParse({ ...event, at: '2026-11-27T13:05:00Z', place: null }).success).toBe(
      true,
    );
  });

  it('refuses a time without offset, a bad country, a cause outside an exception, our own steps', () => {
    expect(trackingEventSchema.safeParse({ ...event, at: '2026-11-27T14:05:00' }).success).toBe(false);
    expect(
      trackingEventSchema.safeParse({ ...event, place: { city: 'Oslo', countryCode: 'no' } }).success,
    ).toBe(false);
    expect(trackingEventSchema.safeParse({ ...event, status: 'delivered' }).success).toBe(false);
    expect(trackingEventSchema.safeParse({ ...event, status: 'delivered', cause: null }).success).toBe(true);
    expect(trackingEventSchema.safeParse({ ...event, status: 'printed', cause: null }).success).toBe(false);
    expect(trackingEventSchema.safeParse({ ...event, carrierCode: ' ' }).success).toBe(false);
  });

  it('may leave an exception’s cause unsaid', () => {
    expect(trackingEventSchema.safeParse({ ...event, status: 'delayed', cause: null }).success).toBe(true);
  });
});

describe('trackingStatusOf', () => {
  it('maps the sandbox’s codes for every active carrier', () => {
    for (const carrier of [131, 116, 4, 225]) {
      expect(trackingStatusOf(carrier, 'CONFIRMED').status).toBe('confirmed');
      expect(trackingStatusOf(carrier, 'PICKUP').status).toBe('pickup');
      expect(trackingStatusOf(carrier, 'IN_TRANSIT').status).toBe('inTransit');
      expect(trackingStatusOf(carrier, 'DELIVERED').status).toBe('delivered');
      expect(trackingStatusOf(carrier, 'CANCELLED').status).toBe('cancelled');
    }
  });

  it('maps DHL Express’s event codes with their causes', () => {
    expect(trackingStatusOf(131, 'WC')).toEqual({ status: 'outForDelivery', cause: null });
    expect(trackingStatusOf(131, 'ok')).toEqual({ status: 'delivered', cause: null });
    expect(trackingStatusOf(131, 'CD')).toEqual({ status: 'heldInCustoms', cause: 'customs' });
    expect(trackingStatusOf(131, 'BA')).toEqual({ status: 'deliveryFailed', cause: 'sender' });
    expect(trackingStatusOf(131, 'NH')).toEqual({ status: 'deliveryFailed', cause: 'receiver' });
    expect(trackingStatusOf(131, 'RT')).toEqual({ status: 'returnedToSender', cause: null });
  });

  it('maps DHL’s unified status codes for Express and Freight', () => {
    expect(trackingStatusOf(116, 'pre-transit').status).toBe('confirmed');
    expect(trackingStatusOf(116, 'transit').status).toBe('inTransit');
    expect(trackingStatusOf(131, 'failure').status).toBe('deliveryFailed');
  });

  it('maps UPS’s status types, and a status code that says more before its type', () => {
    expect(trackingStatusOf(225, 'M').status).toBe('confirmed');
    expect(trackingStatusOf(225, 'X').status).toBe('delayed');
    expect(trackingStatusOf(225, 'RS').status).toBe('returnedToSender');
    expect(upsTrackingStatusOf({ type: 'I', statusCode: '021' }).status).toBe('outForDelivery');
    expect(upsTrackingStatusOf({ type: 'D', statusCode: '040' }).status).toBe('readyForPickup');
    expect(upsTrackingStatusOf({ type: 'X', statusCode: '999' }).status).toBe('delayed');
    expect(upsTrackingStatusOf({ type: null, statusCode: null }).status).toBe('unknown');
  });

  it('answers unknown for an unknown code or carrier', () => {
    expect(trackingStatusOf(4, 'WC')).toEqual({ status: 'unknown', cause: null });
    expect(trackingStatusOf(71, 'DELIVERED').status).toBe('unknown');
    expect(trackingStatusOf(999, 'OK').status).toBe('unknown');
    expect(trackingStatusOf(225, '__proto__').status).toBe('unknown');
    expect(trackingStatusOf(225, 'constructor').status).toBe('unknown');
  });

  it('never throws and always answers a carrier status, with a cause only for an exception', () => {
    fc.assert(
      fc.property(fc.constantFrom(131, 116, 4, 225, 71, 0), fc.string(), (carrier, code) => {
        const { status, cause } = trackingStatusOf(carrier, code);
        expect(TRACKING_STATUSES).toContain(status);
        if (cause !== null) expect(isExceptionStatus(status)).toBe(true);
      }),
    );
  });

  it('gives every mapped code a valid event', () => {
    const tables = { ...CARRIER_TRACKING_CODES, upsStatusCodes: UPS_TRACKING_STATUS_CODES };
    for (const [carrier, table] of Object.entries(tables)) {
      for (const [code, mapped] of Object.entries(table)) {
        const parsed = trackingEventSchema.safeParse({ ...event, carrierCode: code, ...mapped });
        expect(parsed.success, `${carrier} ${code}`).toBe(true);
      }
    }
  });
});
