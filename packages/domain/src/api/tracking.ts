import { z } from 'zod';
import { dateTimeSchema, isoDateSchema } from '../entities/dates.ts';
import {
  CARRIER_TRACKING_STATUSES,
  EXCEPTION_CAUSES,
  TRACKING_STATUSES,
  trackingEventSchema,
  trackingPlaceSchema,
} from '../rules/tracking-status.ts';

/** An event as the shipment's timeline keeps it: the carrier's event and when we learnt it. */
export const timelineEventSchema = z.object({
  id: z.number().int(),
  event: trackingEventSchema,
  recordedAt: dateTimeSchema,
});

/**
 * A booked shipment's tracking (GET /consignment/{orderNo}/tracking): its status, expected
 * delivery, the carrier's tracking page, the receiver's page and every event newest first.
 */
export const shipmentTrackingSchema = z.object({
  orderNo: z.string(),
  consignmentNo: z.string(),
  status: z.enum(TRACKING_STATUSES),
  /** From booking on by the template's delivery days, then as the carrier's events say. */
  expectedDelivery: isoDateSchema.nullable(),
  /** The template's tracking page with the number; null when the template has none. */
  carrierTrackingUrl: z.string().nullable(),
  /** The receiver's page (`/t/{token}`, absolute); null once the sender revoked it. */
  receiverTrackingUrl: z.string().nullable(),
  /** When the carrier was last asked; null before the first time. */
  checkedAt: dateTimeSchema.nullable(),
  /** Whether tracking has ended (a final status, or 90 days after booking). */
  finished: z.boolean(),
  events: z.array(timelineEventSchema),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingSchema>;

/**
 * What the receiver's page shows (GET /public/tracking/{token}): where and when, never who, what
 * it cost or anything else the sender ships. The carrier's own text is left out: it may name the
 * person who signed.
 */
export const publicTrackingSchema = z.object({
  consignmentNo: z.string(),
  carrier: z.string(),
  status: z.enum(TRACKING_STATUSES),
  expectedDelivery: isoDateSchema.nullable(),
  carrierTrackingUrl: z.string().nullable(),
  /** Newest first. */
  events: z.array(
    z.object({
      at: dateTimeSchema,
      place: trackingPlaceSchema.nullable(),
      status: z.enum(CARRIER_TRACKING_STATUSES),
      cause: z.enum(EXCEPTION_CAUSES).nullable(),
    }),
  ),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

/** The receiver's page's token: 128 random bits, base64url (22 characters). */
export const trackingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
