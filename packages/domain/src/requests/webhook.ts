import { z } from 'zod';
import { textSchema } from '../entities/primitives.ts';
import { WEBHOOK_EVENT_TYPES } from '../events/webhook-events.ts';
import { pageSizeSchema } from './common.ts';

/** Endpoints one company may have: enough for each of its systems, never a fan-out without end. */
export const MAX_WEBHOOK_ENDPOINTS = 16;
/** The longest endpoint address taken. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** The longest overlap of a rotation: the old secret signs beside the new one at most a week. */
export const WEBHOOK_MAX_OVERLAP_HOURS = 7 * 24;

/**
 * POST /webhook/endpoint and PUT /webhook/endpoint/{id}: where to send which events. The address
 * is http(s) here; the server takes https only (and plain http to loopback where its setting
 * allows) and refuses any address that is not on the public internet.
 */
export const webhookEndpointRequestSchema = z.object({
  url: textSchema
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH)
    .pipe(z.url({ protocol: /^https?$/, error: 'validation.format' })),
  description: textSchema.trim().max(200).default(''),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, 'validation.required')
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'an event type is listed twice'),
});
export type WebhookEndpointRequest = z.infer<typeof webhookEndpointRequestSchema>;

/** POST /webhook/endpoint/{id}/rotate: a new secret; the old one keeps signing this many hours. */
export const webhookRotateRequestSchema = z.object({
  overlapHours: z.number().int().min(0).max(WEBHOOK_MAX_OVERLAP_HOURS),
});
export type WebhookRotateRequest = z.infer<typeof webhookRotateRequestSchema>;

export const WEBHOOK_DELIVERY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const WEBHOOK_DELIVERY_DEFAULT_PAGE_SIZE = 25;

/** GET /webhook/endpoint/{id}/deliveries?page&pageSize: newest first. */
export const webhookDeliveryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(WEBHOOK_DELIVERY_PAGE_SIZES, WEBHOOK_DELIVERY_DEFAULT_PAGE_SIZE),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;
