import { z } from 'zod';
import { webhookAttemptSchema, webhookDeliverySchema, webhookEndpointSchema } from '../entities/webhook.ts';

/** GET /webhook/endpoint: the company's endpoints, oldest first (at most MAX_WEBHOOK_ENDPOINTS). */
export const webhookEndpointListResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointListResponse = z.infer<typeof webhookEndpointListResponseSchema>;

/** One page of an endpoint's deliveries, newest first. */
export const webhookDeliveryListResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;

/** GET /webhook/delivery/{id}/attempts: every attempt of one delivery, newest first (at most 100). */
export const webhookAttemptListResponseSchema = z.object({ attempts: z.array(webhookAttemptSchema) });
export type WebhookAttemptListResponse = z.infer<typeof webhookAttemptListResponseSchema>;
