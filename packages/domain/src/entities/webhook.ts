import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../events/webhook-events.ts';
import { dateTimeSchema } from './dates.ts';

// A company's webhook endpoints and what was sent to them (issue 35.2).

/** Paused after a day of failed deliveries: nothing is sent until an administrator resumes it. */
export const WEBHOOK_ENDPOINT_STATES = ['active', 'paused'] as const;
export type WebhookEndpointState = (typeof WEBHOOK_ENDPOINT_STATES)[number];

export const webhookEndpointSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  state: z.enum(WEBHOOK_ENDPOINT_STATES),
  /** When it was paused; null while active. */
  pausedAt: dateTimeSchema.nullable(),
  /** The first failed attempt since the last delivered one; null while deliveries go through. */
  failingSince: dateTimeSchema.nullable(),
  /** The secret's last four characters: which secret a receiver holds, without showing it. */
  secretHint: z.string(),
  /** Until when the secret before the last rotation still signs too; null when one secret signs. */
  previousSecretExpiresAt: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a creation or a rotation: the only time the secret itself is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z
    .string()
    .meta({ description: 'whsec_…: shown this once; keep it where the receiver can read it' }),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/**
 * pending: an attempt is due; delivered: a receiver answered 2xx; failed: no more attempts (three
 * days passed); held: not sent while its endpoint is paused, sent when it is resumed.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'held'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why an attempt failed: status (an answer other than 2xx, redirects included), timeout, connection
 * (refused, reset), tls (the certificate), address_refused (the host resolved to a private or
 * otherwise forbidden address), unresolvable (the host has no address).
 */
export const WEBHOOK_ATTEMPT_FAILURES = [
  'status',
  'timeout',
  'connection',
  'tls',
  'address_refused',
  'unresolvable',
] as const;
export type WebhookAttemptFailure = (typeof WEBHOOK_ATTEMPT_FAILURES)[number];

/** How much of a receiver's answer is kept with an attempt. */
export const WEBHOOK_ANSWER_MAX_BYTES = 1024;

export const webhookAttemptSchema = z.object({
  /** 1 for the first; redeliveries by hand count on. */
  attempt: z.number().int().positive(),
  at: dateTimeSchema,
  /** Sent by an administrator's redelivery rather than the schedule. */
  manual: z.boolean(),
  ok: z.boolean(),
  /** The receiver's HTTP status; null when none came (timeout, refused address …). */
  httpStatus: z.number().int().nullable(),
  failure: z.enum(WEBHOOK_ATTEMPT_FAILURES).nullable(),
  durationMs: z.number().int().min(0),
  /** The start of the receiver's answer (at most 1 KB), or what went wrong on the way. */
  answer: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event sent (or to be sent) to one endpoint, with its latest attempt. */
export const webhookDeliverySchema = z.object({
  id: z.number().int().positive(),
  eventId: z.uuid(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  /** When the next scheduled attempt is due; null when none is. */
  nextAttemptAt: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
  deliveredAt: dateTimeSchema.nullable(),
  lastAttempt: webhookAttemptSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
