import { WEBHOOK_EVENT_TYPES, type WebhookEventType, webhookEventSchema } from '@skeppa/domain';
import type { PublishedEvent, Subscriber } from '../events/index.ts';
import { deliveryRepository } from './delivery-repository.ts';
import type { WebhookDeps } from './deps.ts';
import { endpointRepository } from './repository.ts';
import { queueAttempt } from './schedule.ts';

/**
 * What a receiver gets: `{ id, type, created, data }`, the payload read through its schema so its
 * fields come in the documented order, whatever order the database kept them in.
 */
export function webhookBody(event: PublishedEvent<WebhookEventType>): string {
  return JSON.stringify(
    webhookEventSchema.parse({
      id: event.id,
      type: event.type,
      created: event.createdAt.toISOString(),
      data: event.payload,
    }),
  );
}

/**
 * A delivery per endpoint of the event's company that asked for its type, written with the
 * event's handling (so once, however often the event comes), each with its first attempt queued
 * at once; a paused endpoint's delivery is held until it is resumed.
 */
export function webhookDeliveriesSubscriber(deps: WebhookDeps): Subscriber<WebhookEventType> {
  return {
    name: 'webhooks.deliveries',
    types: WEBHOOK_EVENT_TYPES,
    handle: async (tx, event) => {
      const endpoints = await endpointRepository(tx).subscribedTo(event.companyId, event.type);
      if (endpoints.length === 0) return;
      const now = deps.now();
      const body = webhookBody(event);
      const rows = await deliveryRepository(tx).insert(
        endpoints.map((endpoint) => {
          const paused = endpoint.state === 'paused';
          return {
            endpointId: endpoint.id,
            eventId: event.id,
            eventType: event.type,
            body,
            status: paused ? 'held' : 'pending',
            nextAttemptAt: paused ? null : now,
            createdAt: now,
          };
        }),
      );
      for (const row of rows)
        if (row.status === 'pending' && row.due) await queueAttempt(deps, tx, row.id, row.due);
    },
  };
}
