import { z } from 'zod';
import type { CarrierCode } from '../constants/carriers.ts';
import { dateTimeSchema } from '../entities/dates.ts';
import type { CONSIGNMENT_STATUSES } from '../entities/order.ts';

/**
 * Our normalised shipment statuses (docs/rules.md, Tracking): SPEC §4's shown statuses (none,
 * booked, printed, confirmed, pickup, in transit, delivered) and the booking's cancelled, plus what
 * carriers report and coordinators need. A carrier's own code is mapped onto one of these
 * (`trackingStatusOf`); a code we do not know is `unknown`.
 */
export const TRACKING_STATUSES = [
  'none',
  'booked',
  'printed',
  'confirmed',
  'pickup',
  'inTransit',
  'outForDelivery',
  'readyForPickup',
  'delayed',
  'deliveryFailed',
  'heldInCustoms',
  'delivered',
  'returnedToSender',
  'cancelled',
  'unknown',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Statuses only a carrier reports: a tracking event has one of these, never our own steps. */
export const CARRIER_TRACKING_STATUSES = TRACKING_STATUSES.filter(
  (s): s is Exclude<TrackingStatus, 'none' | 'booked' | 'printed'> =>
    s !== 'none' && s !== 'booked' && s !== 'printed',
);
export type CarrierTrackingStatus = (typeof CARRIER_TRACKING_STATUSES)[number];

/** After these nothing moves: tracking stops and a later event does not change the status. */
export const FINAL_TRACKING_STATUSES = ['delivered', 'returnedToSender', 'cancelled'] as const;

/**
 * Exceptions: the shipment is off its plan. Each may say who caused it (claims and complaints
 * need it). A cancelled booking is the user's choice, not an exception; `unknown` says nothing.
 */
export const EXCEPTION_TRACKING_STATUSES = [
  'delayed',
  'deliveryFailed',
  'heldInCustoms',
  'returnedToSender',
] as const;

/** Who caused an exception. */
export const EXCEPTION_CAUSES = ['carrier', 'sender', 'receiver', 'customs', 'weather'] as const;
export type ExceptionCause = (typeof EXCEPTION_CAUSES)[number];

export const isFinalStatus = (s: TrackingStatus) =>
  (FINAL_TRACKING_STATUSES as readonly string[]).includes(s);
export const isExceptionStatus = (s: TrackingStatus) =>
  (EXCEPTION_TRACKING_STATUSES as readonly string[]).includes(s);

const CONSIGNMENT_VALUE: Partial<Record<TrackingStatus, (typeof CONSIGNMENT_STATUSES)[number]>> = {
  confirmed: 'CONFIRMED',
  pickup: 'PICKUP',
  inTransit: 'IN_TRANSIT',
  outForDelivery: 'IN_TRANSIT',
  readyForPickup: 'IN_TRANSIT',
  delayed: 'IN_TRANSIT',
  deliveryFailed: 'IN_TRANSIT',
  heldInCustoms: 'IN_TRANSIT',
  delivered: 'DELIVERED',
};

/**
 * The SPEC consignment value (CONFIRMED, PICKUP, IN_TRANSIT, DELIVERED) a status rolls up to, for
 * the lists that show and filter by SPEC's statuses: every status on the way to the receiver is
 * IN_TRANSIT. Null for our own steps, for returned to sender, cancelled (its own category) and
 * unknown: those show their own label, never a SPEC status they are not.
 */
export function consignmentStatusOf(s: TrackingStatus): (typeof CONSIGNMENT_STATUSES)[number] | null {
  return CONSIGNMENT_VALUE[s] ?? null;
}

/**
 * The shipment's status after a carrier event: a final status stays (a late scan does not reopen a
 * delivered shipment), and an event we cannot read (`unknown`) does not move it; any other event
 * sets it, exceptions and recoveries alike (events arrive newest last).
 */
export function statusAfter(current: TrackingStatus, event: TrackingStatus): TrackingStatus {
  if (isFinalStatus(current) || event === 'unknown') return current;
  return event;
}

/** Where an event happened: a city and its ISO country code, as carriers give them. */
export const trackingPlaceSchema = z.object({
  city: z.string().trim().max(60),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});

/**
 * One carrier event as we keep it: when (ISO date-time with 'Z' or an offset, the carrier's local
 * time kept), where (null when the carrier does not say), the carrier's own code and text, our
 * status, and for an exception who caused it (null when the carrier does not say). Only an
 * exception has a cause.
 */
export const trackingEventSchema = z
  .object({
    at: dateTimeSchema,
    place: trackingPlaceSchema.nullable(),
    carrierCode: z.string().trim().min(1).max(40),
    carrierText: z.string().max(500),
    status: z.enum(CARRIER_TRACKING_STATUSES),
    cause: z.enum(EXCEPTION_CAUSES).nullable(),
  })
  .refine((e) => e.cause === null || isExceptionStatus(e.status), {
    path: ['cause'],
    message: 'Only an exception has a cause',
  });
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** What a carrier code means to us. */
export interface MappedStatus {
  status: CarrierTrackingStatus;
  cause: ExceptionCause | null;
}

const to = (status: CarrierTrackingStatus, cause: ExceptionCause | null = null): MappedStatus => ({
  status,
  cause,
});

/** What the sandbox reports where a carrier's own table has no code for a status (docs/carriers.md). */
const SANDBOX_CODES: Record<string, MappedStatus> = {
  CONFIRMED: to('confirmed'),
  PICKUP: to('pickup'),
  IN_TRANSIT: to('inTransit'),
  OUT_FOR_DELIVERY: to('outForDelivery'),
  READY_FOR_PICKUP: to('readyForPickup'),
  DELAYED: to('delayed'),
  DELIVERY_FAILED: to('deliveryFailed'),
  HELD_IN_CUSTOMS: to('heldInCustoms', 'customs'),
  DELIVERED: to('delivered'),
  RETURNED: to('returnedToSender'),
  CANCELLED: to('cancelled'),
};

/** DHL's unified Shipment Tracking API `status.statusCode` (DHL Express and DHL Freight). */
const DHL_UNIFIED_CODES: Record<string, MappedStatus> = {
  'pre-transit': to('confirmed'),
  transit: to('inTransit'),
  delivered: to('delivered'),
  failure: to('deliveryFailed'),
  unknown: to('unknown'),
};

/** MyDHL API (DHL Express) event `typeCode`s. */
const DHL_EXPRESS_CODES: Record<string, MappedStatus> = {
  PU: to('pickup'),
  SA: to('pickup'),
  PL: to('inTransit'),
  DF: to('inTransit'),
  AF: to('inTransit'),
  AR: to('inTransit'),
  CR: to('inTransit'),
  WC: to('outForDelivery'),
  CC: to('readyForPickup'),
  OK: to('delivered'),
  MD: to('delayed', 'carrier'),
  TD: to('delayed', 'carrier'),
  OH: to('delayed'),
  CD: to('heldInCustoms', 'customs'),
  HP: to('heldInCustoms', 'receiver'),
  NH: to('deliveryFailed', 'receiver'),
  CA: to('deliveryFailed', 'receiver'),
  RD: to('deliveryFailed', 'receiver'),
  BA: to('deliveryFailed', 'sender'),
  RT: to('returnedToSender'),
};

/** UPS Track API `status.type` (Tracking.yaml: "The activity status type", e.g. X). */
const UPS_TYPES: Record<string, MappedStatus> = {
  M: to('confirmed'),
  MV: to('cancelled'),
  P: to('pickup'),
  I: to('inTransit'),
  DO: to('inTransit'),
  DD: to('inTransit'),
  W: to('inTransit'),
  O: to('outForDelivery'),
  D: to('delivered'),
  X: to('delayed'),
  RS: to('returnedToSender'),
  NA: to('unknown'),
};

/**
 * UPS Track API `status.statusCode` (Tracking.yaml: "see API Codes", e.g. '003'): the codes that say
 * more than their type. Any other code falls back to the type.
 */
const UPS_STATUS_CODES: Record<string, MappedStatus> = {
  '003': to('confirmed'),
  '005': to('inTransit'),
  '011': to('delivered'),
  '021': to('outForDelivery'),
  '038': to('pickup'),
  '040': to('readyForPickup'),
};

/** Every carrier code we know, per carrier (docs/carriers.md, Tracking codes). */
export const CARRIER_TRACKING_CODES: Record<CarrierCode, Readonly<Record<string, MappedStatus>>> = {
  131: { ...SANDBOX_CODES, ...DHL_UNIFIED_CODES, ...DHL_EXPRESS_CODES },
  116: { ...SANDBOX_CODES, ...DHL_UNIFIED_CODES },
  4: { ...SANDBOX_CODES },
  225: { ...SANDBOX_CODES, ...UPS_TYPES },
  71: {},
  210: {},
};

const UNKNOWN: MappedStatus = { status: 'unknown', cause: null };

/**
 * Our status for a carrier's code. Codes are compared as the carrier writes them, trimmed, and in
 * capitals unless the carrier's table has the code in small letters (DHL's unified codes). A code
 * we do not know, and a carrier we do not track, give `unknown`; it never throws.
 */
export function trackingStatusOf(carrier: number, code: string): MappedStatus {
  const table = (CARRIER_TRACKING_CODES as Record<number, Record<string, MappedStatus>>)[carrier];
  if (!table) return UNKNOWN;
  const c = code.trim();
  const hit = Object.hasOwn(table, c)
    ? table[c]
    : Object.hasOwn(table, c.toUpperCase())
      ? table[c.toUpperCase()]
      : undefined;
  return hit ?? UNKNOWN;
}

/**
 * Our status for a UPS activity: its `statusCode` where we know it says more, else its `type`.
 * Tracking.yaml's Status: `{ type: 'X', code: 'SR', statusCode: '003', description }`.
 */
export function upsTrackingStatusOf(status: {
  type?: string | null;
  statusCode?: string | null;
}): MappedStatus {
  const statusCode = status.statusCode?.trim() ?? '';
  if (Object.hasOwn(UPS_STATUS_CODES, statusCode)) return UPS_STATUS_CODES[statusCode] ?? UNKNOWN;
  return trackingStatusOf(225, status.type ?? '');
}

/** The UPS status codes we read beside the types, for docs and tests. */
export const UPS_TRACKING_STATUS_CODES: Readonly<Record<string, MappedStatus>> = UPS_STATUS_CODES;

/**
 * The carrier's tracking page for a shipment: the template's `trackingUrl` with the number in
 * place of `{consignmentNo}`. Null when the template has none, or its link is not https.
 */
export function carrierTrackingLink(trackingUrl: string, consignmentNo: string): string | null {
  const url = trackingUrl.trim();
  if (!url.startsWith('https://') || !url.includes('{consignmentNo}') || consignmentNo === '') return null;
  return url.replaceAll('{consignmentNo}', encodeURIComponent(consignmentNo));
}
