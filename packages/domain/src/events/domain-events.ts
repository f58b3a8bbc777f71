import { z } from 'zod';
import { quoteLineSchema } from '../api/pricing.ts';
import { BILL_TYPES } from '../entities/bill.ts';
import { consignmentSchema } from '../entities/consignment.ts';
import { customerSettingRequestSchema } from '../requests/customer.ts';
import { TRACKING_STATUSES, trackingEventSchema } from '../rules/tracking-status.ts';

/**
 * What the API's modules tell each other happened, one payload schema per event type. The API
 * keeps them 30 days and delivers each to its subscribers; webhooks will publish the same shapes,
 * so a payload only grows (a new optional field), never changes a field's meaning. `customerId`
 * is always the user who made the change; the event's company is beside the payload.
 */
export const orderBookedPayloadSchema = z.object({
  orderNo: z.string(),
  customerId: z.number().int(),
  consignmentId: z.number().int(),
  consignmentNo: z.string(),
  supplierId: z.number().int(),
  /** The carrier's name as the booking priced it. */
  carrier: z.string(),
  bookedAt: z.iso.datetime(),
  /** The consignment as booked: what the receiver's pre-notice and a webhook tell. */
  consignment: consignmentSchema,
  /** The carrier account it was booked under: tracking asks the carrier with it. */
  carrierAccount: z.string().optional(),
  /** The template's delivery days (working days after pickup): the first expected delivery. */
  transitDays: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** The template's tracking page, `{consignmentNo}` in place of the number. */
  trackingUrl: z.string().optional(),
  /** What the booking costs, net of VAT, line by line as priced at booking: the bill orders. */
  charges: z.object({ currency: z.string(), lines: z.array(quoteLineSchema) }).optional(),
});

export const orderCancelledPayloadSchema = z.object({
  orderNo: z.string(),
  customerId: z.number().int(),
  consignmentNo: z.string(),
  cancelledAt: z.iso.datetime(),
});

export const orderPrintedPayloadSchema = z.object({
  orderNo: z.string(),
  customerId: z.number().int(),
  printedAt: z.iso.datetime(),
});

/** An unbooked consignment deleted by a user, with the order naming it. */
export const consignmentDeletedPayloadSchema = z.object({
  consignmentId: z.number().int(),
  customerId: z.number().int(),
});

export const CONTACT_CHANGES = ['created', 'updated', 'deleted', 'flagged', 'imported'] as const;
export type ContactChange = (typeof CONTACT_CHANGES)[number];

export const contactChangedPayloadSchema = z.object({
  contactId: z.number().int(),
  customerId: z.number().int(),
  change: z.enum(CONTACT_CHANGES),
});

export const customerSettingChangedPayloadSchema = z.object({
  customerId: z.number().int(),
  /** The setting and its new value, as the customer sent it. */
  change: customerSettingRequestSchema,
});

/** A carrier event moved a booked shipment's status (modules/tracking). */
export const shipmentStatusChangedPayloadSchema = z.object({
  orderNo: z.string(),
  /** The user who booked the shipment: the carrier made the change. */
  customerId: z.number().int(),
  consignmentNo: z.string(),
  supplierId: z.number().int(),
  status: z.enum(TRACKING_STATUSES),
  previousStatus: z.enum(TRACKING_STATUSES),
  /** The event that moved it. */
  event: trackingEventSchema,
  expectedDelivery: z.iso.date().nullable(),
});

/** An administrator recorded the carrier's answer to a complaint (modules/complaints). */
export const complaintAnsweredPayloadSchema = z.object({
  complaintId: z.number().int(),
  /** The administrator who recorded it. */
  customerId: z.number().int(),
  supplierId: z.number().int().nullable(),
  identifier: z.string(),
  answeredAt: z.iso.datetime(),
});

/** The invoice run made a bill: an invoice or a credit note (modules/bills). */
export const billIssuedPayloadSchema = z.object({
  billId: z.number().int(),
  type: z.enum(BILL_TYPES),
  invoiceNo: z.string(),
  billDate: z.iso.date(),
  dueDate: z.iso.date(),
  /** SEK, VAT included; negative for a credit note. */
  total: z.number(),
  /** The company's user the bill is addressed to. */
  customerId: z.number().int(),
});

/** A payment (or a credit note) settled a bill in full (modules/bills). */
export const billPaidPayloadSchema = z.object({
  billId: z.number().int(),
  invoiceNo: z.string(),
  paidDate: z.iso.date(),
  customerId: z.number().int(),
});

export const domainEventPayloadSchemas = {
  'order.booked': orderBookedPayloadSchema,
  'order.cancelled': orderCancelledPayloadSchema,
  'order.printed': orderPrintedPayloadSchema,
  'consignment.deleted': consignmentDeletedPayloadSchema,
  'contact.changed': contactChangedPayloadSchema,
  'customer.setting_changed': customerSettingChangedPayloadSchema,
  'shipment.status_changed': shipmentStatusChangedPayloadSchema,
  'complaint.answered': complaintAnsweredPayloadSchema,
  'bill.issued': billIssuedPayloadSchema,
  'bill.paid': billPaidPayloadSchema,
} as const;

export type DomainEventType = keyof typeof domainEventPayloadSchemas;
export const DOMAIN_EVENT_TYPES = Object.keys(domainEventPayloadSchemas) as DomainEventType[];
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEventPayloadSchemas)[T]>;

/** One event as its publisher writes it: the company it belongs to and what it is about. */
export type DomainEvent = {
  [T in DomainEventType]: { type: T; companyId: number; subjectId: string; payload: DomainEventPayload<T> };
}[DomainEventType];
