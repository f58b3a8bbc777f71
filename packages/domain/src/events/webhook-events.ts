import { z } from 'zod';
import { dateTimeSchema } from '../entities/dates.ts';
import { type DomainEventType, domainEventPayloadSchemas } from './domain-events.ts';

/**
 * The domain events a company's webhook endpoint may ask for: what an integrator's systems act on
 * (a booking, its cancellation, its tracking, the bills, a complaint's answer). The others are
 * the product's own housekeeping.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.booked',
  'order.cancelled',
  'shipment.status_changed',
  'bill.issued',
  'bill.paid',
  'complaint.answered',
] as const satisfies readonly DomainEventType[];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

function webhookEnvelope<T extends WebhookEventType>(type: T) {
  return z.object({
    /** The event's own id: the same on every attempt and redelivery, for a receiver to drop repeats. */
    id: z.uuid(),
    type: z.literal(type),
    /** When the change happened (the event was written), not when this attempt was sent. */
    created: dateTimeSchema,
    /** The domain event's payload, as its schema in domain-events.ts has it. */
    data: domainEventPayloadSchemas[type],
  });
}

/** The body of every webhook POST: one domain event, told by its type. */
export const webhookEventSchema = z.discriminatedUnion('type', [
  webhookEnvelope('order.booked'),
  webhookEnvelope('order.cancelled'),
  webhookEnvelope('shipment.status_changed'),
  webhookEnvelope('bill.issued'),
  webhookEnvelope('bill.paid'),
  webhookEnvelope('complaint.answered'),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
