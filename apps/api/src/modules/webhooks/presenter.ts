import type {
  WebhookAttempt,
  WebhookAttemptFailure,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointState,
  WebhookEventType,
} from '@skeppa/domain';
import type { AttemptJson, AttemptRow, DeliveryRow } from './delivery-repository.ts';
import type { EndpointRow } from './repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An endpoint as the API shows it: never its secret, only the secret's last characters. */
export function presentEndpoint(row: EndpointRow, now: Date): WebhookEndpoint {
  const overlap = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    state: row.state as WebhookEndpointState,
    pausedAt: iso(row.pausedAt),
    failingSince: iso(row.failingSince),
    secretHint: row.secretHint,
    previousSecretExpiresAt: overlap ? iso(row.previousSecretExpiresAt) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAttempt(row: AttemptRow | AttemptJson): WebhookAttempt {
  return {
    attempt: row.attempt,
    at: new Date(row.at).toISOString(),
    manual: row.manual,
    ok: row.ok,
    httpStatus: row.httpStatus,
    failure: row.failure as WebhookAttemptFailure | null,
    durationMs: row.durationMs,
    answer: row.answer,
  };
}

type ListedDelivery = Omit<DeliveryRow, 'endpointId' | 'body'> & { lastAttempt: AttemptJson | null };

export function presentDelivery(row: ListedDelivery): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.eventType as WebhookEventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    lastAttempt: row.lastAttempt ? presentAttempt(row.lastAttempt) : null,
  };
}
