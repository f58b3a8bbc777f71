import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@skeppa/domain';

/** An endpoint as GET /webhook/endpoint answers it: active, two events. */
export function makeEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 3,
    url: 'https://erp.nordiskverktyg.se/hooks/skeppa',
    description: 'Affärssystemet',
    eventTypes: ['order.booked', 'shipment.status_changed'],
    state: 'active',
    pausedAt: null,
    failingSince: null,
    secretHint: 'Qx7w',
    previousSecretExpiresAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const SECRET = 'whsec_kP3dQv9mXo2LrT8yWbZc4NfH6jA1sEeU0gIiK5lMnOq';

export function makeAttempt(overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    attempt: 1,
    at: '2026-11-23T09:15:00.000Z',
    manual: false,
    ok: true,
    httpStatus: 200,
    failure: null,
    durationMs: 182,
    answer: 'ok',
    ...overrides,
  };
}

export function makeDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 41,
    eventId: '0f8e6c1a-5b7d-4c3e-9a21-6d4b8e2f1a90',
    type: 'order.booked',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    createdAt: '2026-11-23T09:15:00.000Z',
    deliveredAt: '2026-11-23T09:15:00.200Z',
    lastAttempt: makeAttempt(),
    ...overrides,
  };
}
