import type { DomainEvent, WebhookAttempt, WebhookDelivery, WebhookEndpointWithSecret } from '@skeppa/domain';
import { afterEach, expect } from 'vitest';
import { systemResolver } from '../../src/modules/webhooks/address-guard.ts';
import type { ResolvedAddress } from '../../src/platform/config.ts';
import { useSignedInApp } from './signed-in-app.ts';
import { type Answer, startReceiver } from './webhook-receiver.ts';

// Deliveries (issue 35.2) to receivers on 127.0.0.1, with the jobs worked: retries a few hundred
// milliseconds apart instead of minutes, a clock the test moves, and host names it resolves.

export const T0 = new Date('2026-11-23T10:00:00Z');

/** How long a test waits for the jobs to have delivered, polling the API. */
export const wait = { timeout: 20_000, interval: 100 };

export const signature = (r: { headers: Record<string, unknown> }) => String(r.headers['skeppa-signature']);

/**
 * A file's app for webhook deliveries, with what its tests share: the clock (`clock.at`, back at
 * T0 after each test), the names the resolver knows, receivers and endpoints cleared after each
 * test, an order.cancelled to publish, and the endpoint's deliveries and attempts as the API lists them.
 */
export function useWebhookDeliveries() {
  const clock = { at: T0 };
  const names: Record<string, string> = {};
  const resolve = async (host: string): Promise<ResolvedAddress[]> =>
    names[host] ? [{ address: names[host], family: 4 }] : systemResolver(host);

  const a = useSignedInApp({
    bookingsNow: () => clock.at,
    carriers: { mode: 'sandbox', now: () => clock.at },
    jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
    webhooks: { allowLoopback: true, resolve, retryBaseMs: 300, timeoutMs: 1500 },
  });

  const receivers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const r of receivers.splice(0)) await r.close();
    for (const e of await a.call(a.admin, 'GET', '/webhook/endpoint').then((r) => r.json().endpoints))
      await a.call(a.admin, 'DELETE', `/webhook/endpoint/${e.id}`);
    clock.at = T0;
  });

  async function receiver(answer?: (n: number) => Answer) {
    const r = await startReceiver(answer && ((n) => answer(n)));
    receivers.push(r);
    return r;
  }

  async function endpoint(url: string, eventTypes = ['order.booked', 'order.cancelled']) {
    const res = await a.call(a.admin, 'POST', '/webhook/endpoint', { url, description: 'Lager', eventTypes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as WebhookEndpointWithSecret;
  }

  let cancelled = 0;
  /** An order.cancelled of the admin's company, published as the bookings module publishes it. */
  async function publishCancelled(companyId = 2) {
    cancelled += 1;
    const orderNo = `2611-${String(cancelled).padStart(4, '0')}`;
    const event: DomainEvent = {
      type: 'order.cancelled',
      companyId,
      subjectId: orderNo,
      payload: {
        orderNo,
        customerId: a.admin.id,
        consignmentNo: `10000000${cancelled}`,
        cancelledAt: clock.at.toISOString(),
      },
    };
    await a.t.app.db.transaction((tx) => a.t.app.events.publish(tx, event));
    return orderNo;
  }

  const deliveries = async (endpointId: number) => {
    const res = await a.call(a.admin, 'GET', `/webhook/endpoint/${endpointId}/deliveries`);
    expect(res.statusCode).toBe(200);
    return res.json().deliveries as WebhookDelivery[];
  };
  const attempts = async (deliveryId: number) =>
    (await a.call(a.admin, 'GET', `/webhook/delivery/${deliveryId}/attempts`)).json()
      .attempts as WebhookAttempt[];

  return { a, clock, names, receiver, endpoint, publishCancelled, deliveries, attempts };
}
