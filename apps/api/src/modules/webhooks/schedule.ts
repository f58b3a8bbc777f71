import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { deliveryRepository } from './delivery-repository.ts';
import type { WebhookDeps } from './deps.ts';
import { type EndpointRow, endpointRepository } from './repository.ts';
import { RETRY_FOR_MS } from './retry.ts';

export const DELIVER_WEBHOOK_JOB = 'webhooks.deliver';

/**
 * One attempt of a delivery. A scheduled one carries the time it was due: a job that finds the
 * delivery due at another time (or no longer pending) knows itself stale and does nothing.
 */
export interface DeliverWebhookData {
  deliveryId: number;
  due?: string;
  manual?: boolean;
}

/** Queues the delivery's attempt at its due time, in the caller's transaction. */
export async function queueAttempt(deps: WebhookDeps, tx: Executor, deliveryId: number, due: Date) {
  const seconds = Math.max(0, (due.getTime() - deps.now().getTime()) / 1000);
  await deps.jobs.send<DeliverWebhookData>(
    DELIVER_WEBHOOK_JOB,
    { deliveryId, due: due.toISOString() },
    { tx, startAfterSeconds: seconds },
  );
}

/**
 * A paused endpoint made active again, its failures forgotten: its held deliveries still within
 * their three days are due now, older ones are given up.
 */
export function resumeEndpoint(deps: WebhookDeps, id: number, companyId: number): Promise<EndpointRow> {
  return deps.db.transaction(async (tx) => {
    const endpoints = endpointRepository(tx);
    const current = await endpoints.lock(id);
    if (!current || current.companyId !== companyId) throw new AppError('webhook.endpoint_not_found');
    if (current.state === 'active') return current;
    const now = deps.now();
    const row = await endpoints.update(id, companyId, {
      state: 'active',
      pausedAt: null,
      failingSince: null,
      updatedAt: now,
    });
    const due = await deliveryRepository(tx).release(id, new Date(now.getTime() - RETRY_FOR_MS), now);
    for (const { id: deliveryId } of due) await queueAttempt(deps, tx, deliveryId, now);
    deps.log.info({ endpointId: id, released: due.length }, 'webhook endpoint resumed');
    return row ?? current;
  });
}
