import { z } from 'zod';
import { consignmentSchema } from './consignment.ts';
import { consigneeTypes } from './customer.ts';
import { dateTimeSchema } from './dates.ts';
import { textSchema } from './primitives.ts';

/** Booked or temporary order number: temporary ones have 16 characters (SPEC §4). */
export const orderNoSchema = textSchema
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9-]+$/);

/** Statuses a carrier reports (SPEC §4); any other or empty value shows as "no status". */
export const CONSIGNMENT_STATUSES = ['CONFIRMED', 'PICKUP', 'IN_TRANSIT', 'DELIVERED'] as const;

/** Where a shipment goes from or to, as the lists and the send list show it. */
export const placeSummarySchema = z.object({
  name: z.string().max(100),
  postcode: z.string().max(12),
  city: z.string().max(60),
  countrycode: z.string().max(2),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

/**
 * An order of SPEC §3. Money is in SEK (the database keeps öre, presenters divide); the
 * consignment is included when the order is read one by one and left out (null) in lists.
 */
export const orderSchema = z.object({
  orderNo: orderNoSchema,
  custId: z.number().int(),
  supplierId: z.number().int().nullable(),
  priceSupplier: z.number().int().nullable(),
  consignmentId: z.number().int().nullable(),
  consignmentNo: z.string().max(40).nullable(),
  templateName: z.string().max(100),
  consigneeType: z.enum(consigneeTypes),
  calculatedPrice: z.number().nullable(),
  calculatedCurrency: z.string().length(3),
  senderOrderRef: z.string().max(60),
  dateBooked: dateTimeSchema.nullable(),
  printed: z.boolean(),
  noPickup: z.boolean(),
  insured: z.boolean(),
  goodsValue: z.number().nullable(),
  insurancePrice: z.number().nullable(),
  /** One of CONSIGNMENT_STATUSES, or '' before the carrier reports. */
  statusCategory: z.string().max(40),
  statusName: z.string().max(100),
  statusUpdated: dateTimeSchema.nullable(),
  datePrinted: dateTimeSchema.nullable(),
  datePlaced: dateTimeSchema,
  /** Booked more than ARCHIVE_AFTER_MONTHS ago: shown as a summary, never printed. */
  archived: z.boolean(),
  /** The consignor's and consignee's place, for lists that do not carry the consignment. */
  from: placeSummarySchema.nullable(),
  to: placeSummarySchema.nullable(),
  consignment: consignmentSchema.nullable(),
  /**
   * The receiver's tracking page (`/t/{token}`) of a booked order read alone (GET /order/{orderNo});
   * null when it has none. Lists leave it out.
   */
  receiverTrackingUrl: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;
