import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhooksConfig } from '../../platform/config.ts';
import { resolveSecret } from '../../platform/secrets.ts';
import { systemResolver } from './address-guard.ts';
import { type AttemptResult, webhookDeliverer } from './deliver.ts';
import { type DeliveryService, deliveryService } from './delivery-service.ts';
import type { WebhookDeps } from './deps.ts';
import { type EndpointService, endpointService } from './endpoint-service.ts';
import { deliverWebhookJob } from './jobs/deliver.ts';
import { purgeWebhookDeliveries, purgeWebhooksJob } from './jobs/purge.ts';
import { FIRST_RETRY_MS } from './retry.ts';
import type { DeliverWebhookData } from './schedule.ts';
import { secretBox } from './secret-box.ts';
import { webhookDeliveriesSubscriber } from './subscriber.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      endpoints: EndpointService;
      deliveries: DeliveryService;
      /** One attempt of a delivery (the `webhooks.deliver` job's work); tests call it. */
      attempt(data: DeliverWebhookData): Promise<AttemptResult>;
      /** One run of the nightly purge: deliveries past their 30 days. */
      purge(): Promise<{ deliveries: number }>;
    };
  }
}

export interface WebhooksPluginOptions {
  config: WebhooksConfig;
  /** Where the generated encryption key is kept when WEBHOOKS_SECRET_KEY is unset. */
  dataDir: string;
  /** Where users reach the product: the administrators' mail links the webhooks page. */
  publicUrl: string;
  now?: () => Date;
}

/** 10 s for a receiver to answer, as Stripe gives. */
const TIMEOUT_MS = 10_000;

/**
 * A company's webhooks (issue 35.2): endpoints, a delivery per chosen event from the domain
 * events, the attempts with their retries and the pause after a day of failures, and the purge.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, opts: WebhooksPluginOptions) => {
    const now = opts.now ?? (() => new Date());
    const log = app.log.child({ component: 'webhooks' });
    const key =
      opts.config.secretKey ?? (await resolveSecret(undefined, opts.dataDir, 'webhooks-secret-key'));
    const deps: WebhookDeps = {
      db: app.db,
      jobs: app.jobs,
      mail: app.mail,
      customers: app.customers,
      audit: app.audit,
      box: secretBox(key),
      guard: { allowLoopback: opts.config.allowLoopback, resolve: opts.config.resolve ?? systemResolver },
      now,
      timeoutMs: opts.config.timeoutMs ?? TIMEOUT_MS,
      firstRetryMs: opts.config.retryBaseMs ?? FIRST_RETRY_MS,
      publicUrl: opts.publicUrl,
      log,
    };
    const deliverer = webhookDeliverer(deps);
    const endpoints = endpointService(deps);
    app.events.subscribe(webhookDeliveriesSubscriber(deps));
    app.jobs.define(deliverWebhookJob(deliverer));
    app.jobs.define(purgeWebhooksJob({ db: app.db, log, now }));
    app.decorate('webhooks', {
      endpoints,
      deliveries: deliveryService(deps, endpoints, deliverer),
      attempt: deliverer.attempt,
      purge: () => purgeWebhookDeliveries(app.db, now()),
    });
  },
  { name: 'webhooks', dependencies: ['database', 'jobs', 'events', 'mail', 'customers', 'audit'] },
);
