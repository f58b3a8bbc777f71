import type { WebhookAttempt, WebhookDeliveryStatus, WebhookEndpointState } from '@skeppa/domain';
import { formatNumber } from '@/shared/format/number';

// Dark shades under white text: each reads at WCAG AA contrast.
export const DELIVERY_COLOUR: Record<WebhookDeliveryStatus, string> = {
  delivered: 'teal.9',
  pending: 'blue.8',
  held: 'orange.9',
  failed: 'red.9',
};

export const ENDPOINT_COLOUR: Record<WebhookEndpointState, string> = {
  active: 'teal.9',
  paused: 'orange.9',
};

/** An attempt's outcome in a few words: a translation key and its values. */
export function attemptOutcome(attempt: WebhookAttempt): { key: string; values: Record<string, unknown> } {
  if (attempt.httpStatus !== null)
    return { key: 'webhooks.outcome.http', values: { status: attempt.httpStatus } };
  return { key: `webhooks.outcome.${attempt.failure ?? 'connection'}`, values: {} };
}

/** Milliseconds as people read them, with the product's decimal comma: 230 ms, 1,4 s. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${formatNumber(ms / 1000, 1)} s`;
}

/** The first characters of an event id: enough to find it in a receiver's log. */
export const shortId = (id: string) => id.slice(0, 8);
