import { WEBHOOK_SIGNATURE_HEADER, webhookSignatureHeader } from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import { checkTarget } from './address-guard.ts';
import { type DeliveryRow, deliveryRepository } from './delivery-repository.ts';
import type { WebhookDeps } from './deps.ts';
import { describeFailure, PAUSED_MAIL_KIND, pausedMail } from './paused-mail.ts';
import { type PostOutcome, postWebhook } from './post.ts';
import { type EndpointRow, endpointRepository } from './repository.ts';
import { failedForADay, nextAttemptAt } from './retry.ts';
import { type DeliverWebhookData, queueAttempt } from './schedule.ts';

export type AttemptResult = 'delivered' | 'failed' | 'stale' | 'paused' | 'gone';

const USER_AGENT = 'Skeppa-Webhooks/1 (+https://skeppa.se)';

/**
 * Attempts of webhook deliveries: the `webhooks.deliver` job's work, and an administrator's
 * redelivery. Each signs the stored body anew (the time is part of what is signed), resolves and
 * checks the host again, POSTs to the checked addresses, and records the outcome: delivered on a
 * 2xx, else retried with backoff for three days; an endpoint failing for a day is paused and its
 * company's administrators are mailed.
 */
export function webhookDeliverer(deps: WebhookDeps) {
  /** The secrets that sign now: the current one, and the one before it during a rotation's overlap. */
  function signingSecrets(endpoint: EndpointRow, now: Date): string[] {
    const secrets = [deps.box.open(endpoint.secret)];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
      secrets.push(deps.box.open(endpoint.previousSecret));
    return secrets;
  }

  async function send(endpoint: EndpointRow, delivery: DeliveryRow, now: Date): Promise<PostOutcome> {
    const target = await checkTarget(endpoint.url, deps.guard);
    if (!target.ok) {
      const failure = target.refusal === 'unresolvable' ? 'unresolvable' : 'address_refused';
      return { ok: false, httpStatus: null, failure, durationMs: 0, answer: '' };
    }
    const timestamp = Math.floor(now.getTime() / 1000);
    const signature = await webhookSignatureHeader(signingSecrets(endpoint, now), timestamp, delivery.body);
    return postWebhook(
      { url: target.url, addresses: target.addresses },
      delivery.body,
      {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
      },
      deps.timeoutMs,
    );
  }

  /** The endpoint stops: its due deliveries wait, and each administrator is told once. */
  async function pause(
    tx: Executor,
    endpoint: EndpointRow,
    failingSince: Date,
    outcome: PostOutcome,
    now: Date,
  ) {
    await endpointRepository(tx).update(endpoint.id, endpoint.companyId, {
      state: 'paused',
      pausedAt: now,
      updatedAt: now,
    });
    await deliveryRepository(tx).hold(endpoint.id);
    const admins = await deps.customers.adminMailContacts(endpoint.companyId);
    for (const admin of admins)
      await deps.mail.queue(tx, {
        kind: PAUSED_MAIL_KIND,
        language: admin.language,
        to: [admin.email],
        content: pausedMail(admin.language, {
          name: admin.name,
          url: endpoint.url,
          description: endpoint.description,
          failingSince,
          lastFailure: describeFailure(admin.language, outcome),
          link: `${deps.publicUrl}/profile/webhooks`,
        }),
        companyId: endpoint.companyId,
        customerId: admin.customerId,
      });
    deps.log.warn(
      { endpointId: endpoint.id, companyId: endpoint.companyId, failingSince, mailed: admins.length },
      'webhook endpoint paused after a day of failed deliveries',
    );
  }

  /** Writes the attempt and what follows from it, under the endpoint's and the delivery's locks. */
  function record(data: DeliverWebhookData, endpointId: number, outcome: PostOutcome, at: Date) {
    return deps.db.transaction(async (tx) => {
      const endpoints = endpointRepository(tx);
      const deliveries = deliveryRepository(tx);
      const endpoint = await endpoints.lock(endpointId);
      const delivery = endpoint && (await deliveries.lock(data.deliveryId));
      if (!endpoint || !delivery) return null;
      const attempt = delivery.attempts + 1;
      await deliveries.addAttempt({
        deliveryId: delivery.id,
        attempt,
        manual: data.manual ?? false,
        at,
        ok: outcome.ok,
        httpStatus: outcome.httpStatus,
        failure: outcome.failure,
        durationMs: outcome.durationMs,
        answer: outcome.answer,
      });
      const now = deps.now();
      if (outcome.ok) {
        await deliveries.update(delivery.id, {
          attempts: attempt,
          status: 'delivered',
          deliveredAt: now,
          nextAttemptAt: null,
        });
        if (endpoint.failingSince)
          await endpoints.update(endpoint.id, endpoint.companyId, { failingSince: null });
        return attempt;
      }
      // Only the attempt the schedule was waiting for schedules the next; a redelivery by hand
      // leaves the schedule as it was.
      const scheduled =
        !data.manual && delivery.status === 'pending' && delivery.nextAttemptAt?.toISOString() === data.due;
      if (scheduled) {
        const next = nextAttemptAt(delivery.createdAt, now, attempt, deps.firstRetryMs);
        await deliveries.update(delivery.id, {
          attempts: attempt,
          nextAttemptAt: next,
          ...(next ? {} : { status: 'failed' as const }),
        });
        if (next) await queueAttempt(deps, tx, delivery.id, next);
      } else await deliveries.update(delivery.id, { attempts: attempt });
      const failingSince = endpoint.failingSince ?? at;
      if (!endpoint.failingSince) await endpoints.update(endpoint.id, endpoint.companyId, { failingSince });
      if (endpoint.state === 'active' && failedForADay(failingSince, now))
        await pause(tx, endpoint, failingSince, outcome, now);
      return attempt;
    });
  }

  /** One attempt; never throws for what the receiver did, only when the database fails. */
  async function attempt(data: DeliverWebhookData): Promise<AttemptResult> {
    const deliveries = deliveryRepository(deps.db);
    const delivery = await deliveries.find(data.deliveryId);
    if (!delivery) return 'gone';
    if (!data.manual && (delivery.status !== 'pending' || delivery.nextAttemptAt?.toISOString() !== data.due))
      return 'stale';
    const endpoint = await endpointRepository(deps.db).byId(delivery.endpointId);
    if (!endpoint) return 'gone';
    if (endpoint.state === 'paused') {
      // Written while the endpoint was being paused: it waits with the others (unless it was
      // resumed in the meantime, which the lock tells).
      await deps.db.transaction(async (tx) => {
        if ((await endpointRepository(tx).lock(endpoint.id))?.state === 'paused')
          await deliveryRepository(tx).holdOne(delivery.id);
      });
      return 'paused';
    }
    const at = deps.now();
    const outcome = await send(endpoint, delivery, at);
    const number = await record(data, endpoint.id, outcome, at);
    if (number === null) return 'gone';
    const facts = {
      endpointId: endpoint.id,
      deliveryId: delivery.id,
      eventId: delivery.eventId,
      type: delivery.eventType,
      attempt: number,
      manual: data.manual ?? false,
      httpStatus: outcome.httpStatus,
      failure: outcome.failure,
      durationMs: outcome.durationMs,
    };
    if (outcome.ok) deps.log.info(facts, 'webhook delivered');
    else deps.log.warn(facts, 'webhook attempt failed');
    return outcome.ok ? 'delivered' : 'failed';
  }

  return { attempt };
}

export type WebhookDeliverer = ReturnType<typeof webhookDeliverer>;
