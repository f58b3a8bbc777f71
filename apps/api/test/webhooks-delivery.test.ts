import {
  type DomainEvent,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
  webhookEventSchema,
} from '@skeppa/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifySkeppaWebhook } from '../../../docs/examples/verify-webhook.mjs';
import { systemResolver } from '../src/modules/webhooks/address-guard.ts';
import type { ResolvedAddress } from '../src/platform/config.ts';
import { errorCodes } from './helpers/auth.ts';
import { bookShipment } from './helpers/booked-shipment.ts';
import { TEMPLATE } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';
import { type Answer, startReceiver } from './helpers/webhook-receiver.ts';

// Deliveries (issue 35.2) to receivers on 127.0.0.1, with the jobs worked: retries a few hundred
// milliseconds apart instead of minutes, a clock the test moves, and host names it resolves.

const T0 = new Date('2026-11-23T10:00:00Z');
let clock = T0;
const names: Record<string, string> = {};
const resolve = async (host: string): Promise<ResolvedAddress[]> =>
  names[host] ? [{ address: names[host], family: 4 }] : systemResolver(host);

const a = useSignedInApp({
  bookingsNow: () => clock,
  carriers: { mode: 'sandbox', now: () => clock },
  jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
  webhooks: { allowLoopback: true, resolve, retryBaseMs: 300, timeoutMs: 1500 },
});

const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
  for (const e of await a.call(a.admin, 'GET', '/webhook/endpoint').then((r) => r.json().endpoints))
    await a.call(a.admin, 'DELETE', `/webhook/endpoint/${e.id}`);
  clock = T0;
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
      cancelledAt: clock.toISOString(),
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

const wait = { timeout: 20_000, interval: 100 };
const signature = (r: { headers: Record<string, unknown> }) => String(r.headers['skeppa-signature']);

describe('webhook deliveries', () => {
  it('deliver a booking once more after two failures, with the same event id, signed so the docs’ example verifies it', async () => {
    const r = await receiver((n) =>
      n <= 2 ? { status: 500, body: `busy ${'ä'.repeat(600)}` } : { status: 204 },
    );
    const hook = await endpoint(r.url);
    const booked = await bookShipment(a.t.app, a.admin, { templateName: TEMPLATE });

    await vi.waitFor(() => expect(r.received).toHaveLength(3), wait);
    const bodies = new Set(r.received.map((x) => x.body));
    expect(bodies.size).toBe(1);
    const event = webhookEventSchema.parse(JSON.parse(r.received[0]!.body));
    expect(event.type).toBe('order.booked');
    expect(Object.keys(JSON.parse(r.received[0]!.body))).toEqual(['id', 'type', 'created', 'data']);
    if (event.type !== 'order.booked') throw new Error('not a booking');
    expect(event.data).toMatchObject({ orderNo: booked.orderNo, consignmentNo: booked.consignmentNo });
    for (const x of r.received) {
      expect(x.headers['content-type']).toBe('application/json');
      expect(verifySkeppaWebhook(x.body, signature(x), hook.secret, clock.getTime() / 1000)).toBe(true);
    }
    // The same request caught and sent again later than five minutes is refused by the example.
    const t = Number(/t=(\d+)/.exec(signature(r.received[2]!))?.[1]);
    expect(verifySkeppaWebhook(r.received[2]!.body, signature(r.received[2]!), hook.secret, t + 301)).toBe(
      false,
    );
    expect(verifySkeppaWebhook(r.received[2]!.body, signature(r.received[2]!), 'whsec_another', t)).toBe(
      false,
    );

    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.status).toBe('delivered'), wait);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({
      eventId: event.id,
      type: 'order.booked',
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(delivery?.lastAttempt).toMatchObject({ attempt: 3, ok: true, httpStatus: 204, manual: false });
    const history = await attempts(delivery!.id);
    expect(history.map((x) => [x.attempt, x.ok, x.httpStatus, x.failure])).toEqual([
      [3, true, 204, null],
      [2, false, 500, 'status'],
      [1, false, 500, 'status'],
    ]);
    // A bounded part of the answer: 1 KB, no character cut in two.
    expect(Buffer.byteLength(history[1]!.answer)).toBeLessThanOrEqual(1024);
    expect(history[1]!.answer).toMatch(/^busy ä+$/);
    expect((await a.call(a.admin, 'GET', `/webhook/endpoint/${hook.id}`)).json().failingSince).toBeNull();
  });

  it('are sent again by hand, with the same event id; another company’s delivery answers 404 and a user 403', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    await publishCancelled();
    await vi.waitFor(() => expect(r.received).toHaveLength(1), wait);
    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.status).toBe('delivered'), wait);
    const [delivery] = await deliveries(hook.id);

    const again = await a.call(a.admin, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: delivery!.id, status: 'delivered', attempts: 2 });
    expect(again.json().lastAttempt).toMatchObject({ attempt: 2, manual: true, ok: true, httpStatus: 200 });
    expect(r.received).toHaveLength(2);
    expect(JSON.parse(r.received[1]!.body).id).toBe(JSON.parse(r.received[0]!.body).id);
    expect(r.received[1]!.body).toBe(r.received[0]!.body);

    const theirs = await a.call(a.other, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
    expect([theirs.statusCode, errorCodes(theirs)]).toEqual([404, ['webhook.delivery_not_found']]);
    expect((await a.call(a.other, 'GET', `/webhook/delivery/${delivery!.id}/attempts`)).statusCode).toBe(404);
    expect((await a.call(a.other, 'GET', `/webhook/endpoint/${hook.id}/deliveries`)).statusCode).toBe(404);
    const user = await a.call(a.user, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
    expect([user.statusCode, errorCodes(user)]).toEqual([403, ['webhook.admin_required']]);
    expect(r.received).toHaveLength(2);
  });

  it('are signed with both secrets during a rotation’s overlap, and with the new one alone after it', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    const rotated = await a.call(a.admin, 'POST', `/webhook/endpoint/${hook.id}/rotate`, { overlapHours: 2 });
    const fresh = rotated.json() as WebhookEndpointWithSecret;
    await publishCancelled();
    await vi.waitFor(() => expect(r.received).toHaveLength(1), wait);
    const [during] = r.received;
    expect(signature(during!).match(/v1=/g)).toHaveLength(2);
    const now = clock.getTime() / 1000;
    expect(verifySkeppaWebhook(during!.body, signature(during!), hook.secret, now)).toBe(true);
    expect(verifySkeppaWebhook(during!.body, signature(during!), fresh.secret, now)).toBe(true);

    clock = new Date(T0.getTime() + 2 * 3600_000 + 1000);
    const [delivery] = await deliveries(hook.id);
    await a.call(a.admin, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
    const after = r.received[1]!;
    expect(signature(after).match(/v1=/g)).toHaveLength(1);
    const later = clock.getTime() / 1000;
    expect(verifySkeppaWebhook(after.body, signature(after), fresh.secret, later)).toBe(true);
    expect(verifySkeppaWebhook(after.body, signature(after), hook.secret, later)).toBe(false);
  });

  it('go only to the address that was checked when sent: a name that now resolves inside is refused, unconnected', async () => {
    const r = await receiver();
    names['erp.example.test'] = '127.0.0.1';
    // The name exists nowhere but in this test's resolver: reaching the receiver means the
    // connection went to the checked address, not to whatever the system would have found.
    const hook = await endpoint(`http://erp.example.test:${r.port}/hooks`);
    await publishCancelled();
    await vi.waitFor(() => expect(r.received).toHaveLength(1), wait);
    expect(r.received[0]!.headers.host).toBe(`erp.example.test:${r.port}`);
    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.status).toBe('delivered'), wait);

    for (const inside of ['169.254.169.254', '10.0.0.1', '192.168.1.1']) {
      names['erp.example.test'] = inside;
      const [delivery] = await deliveries(hook.id);
      const res = await a.call(a.admin, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
      expect(res.json().lastAttempt, inside).toMatchObject({
        ok: false,
        failure: 'address_refused',
        httpStatus: null,
        manual: true,
      });
    }
    names['erp.example.test'] = '93.184.216.34';
    const [delivery] = await deliveries(hook.id);
    // Plain http goes nowhere but to this machine.
    const out = await a.call(a.admin, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
    expect(out.json().lastAttempt.failure).toBe('address_refused');
    expect(r.received).toHaveLength(1);
    delete names['erp.example.test'];
  });

  it('follow no redirect: a 3xx is a failed attempt, and the address it names gets nothing', async () => {
    const elsewhere = await receiver();
    const r = await receiver(() => ({ status: 307, body: `see ${elsewhere.url}` }));
    const hook = await endpoint(r.url);
    await publishCancelled();
    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.lastAttempt).toBeTruthy(), wait);
    const [delivery] = await deliveries(hook.id);
    expect(delivery?.lastAttempt).toMatchObject({ ok: false, httpStatus: 307, failure: 'status' });
    expect(delivery?.status).toBe('pending');
    expect(elsewhere.received).toHaveLength(0);
  });

  it('time out a receiver that answers too late, and try it again', async () => {
    const r = await receiver((n) => (n === 1 ? { status: 200, delayMs: 4000 } : { status: 200 }));
    const hook = await endpoint(r.url);
    await publishCancelled();
    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.status).toBe('delivered'), wait);
    const [delivery] = await deliveries(hook.id);
    const history = await attempts(delivery!.id);
    expect(history.map((x) => x.failure)).toEqual([null, 'timeout']);
    expect(history[1]!.durationMs).toBeGreaterThanOrEqual(1400);
    expect(history[1]!.durationMs).toBeLessThan(3500);
  });

  it('pause an endpoint failing for a day, mail its administrators once, hold its events and send them when resumed', async () => {
    let status = 503;
    const r = await receiver(() => ({ status }));
    const hook = await endpoint(r.url);
    const first = await publishCancelled();
    await vi.waitFor(() => expect(r.received.length).toBeGreaterThanOrEqual(2), wait);
    expect((await a.call(a.admin, 'GET', `/webhook/endpoint/${hook.id}`)).json()).toMatchObject({
      state: 'active',
      failingSince: T0.toISOString(),
    });

    // A day later the next attempt fails too.
    clock = new Date(T0.getTime() + 24 * 3600_000 + 60_000);
    await vi.waitFor(
      async () =>
        expect((await a.call(a.admin, 'GET', `/webhook/endpoint/${hook.id}`)).json().state).toBe('paused'),
      wait,
    );
    const paused = (await a.call(a.admin, 'GET', `/webhook/endpoint/${hook.id}`)).json();
    expect(paused.pausedAt).toBe(clock.toISOString());
    const mails = await sql(
      a.t.databaseUrl,
      "SELECT to_addresses, subject, text_body, language FROM mail_outbox WHERE kind = 'webhooks.paused'",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_addresses: ['admin@skeppa.test'],
      subject: `Webhook pausad: ${r.url}`,
    });
    expect(mails[0].text_body).toContain('HTTP 503');
    expect(mails[0].text_body).toContain('/profile/webhooks');

    // Paused: nothing more is sent, a new event waits, and a redelivery by hand is refused.
    const sent = r.received.length;
    await publishCancelled();
    await vi.waitFor(async () => expect(await deliveries(hook.id)).toHaveLength(2), wait);
    const [held, waiting] = await deliveries(hook.id);
    expect([held?.status, waiting?.status]).toEqual(['held', 'held']);
    await new Promise((done) => setTimeout(done, 1500));
    expect(r.received).toHaveLength(sent);
    const refused = await a.call(a.admin, 'POST', `/webhook/delivery/${held!.id}/redeliver`);
    expect([refused.statusCode, errorCodes(refused)]).toEqual([409, ['webhook.endpoint_paused']]);

    status = 200;
    const resumed = await a.call(a.admin, 'POST', `/webhook/endpoint/${hook.id}/resume`);
    expect(resumed.json()).toMatchObject({ state: 'active', pausedAt: null, failingSince: null });
    await vi.waitFor(
      async () =>
        expect((await deliveries(hook.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']),
      wait,
    );
    const orders = r.received.slice(sent).map((x) => JSON.parse(x.body).data.orderNo);
    expect(orders).toContain(first);
    expect(
      await sql(a.t.databaseUrl, "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'webhooks.paused'"),
    ).toEqual([{ n: 1 }]);
  });

  it('are purged after 30 days with their attempts', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    await publishCancelled();
    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.status).toBe('delivered'), wait);
    clock = new Date(T0.getTime() + 29 * 24 * 3600_000);
    expect((await a.t.app.webhooks.purge()).deliveries).toBe(0);
    clock = new Date(T0.getTime() + 30 * 24 * 3600_000 + 1000);
    expect((await a.t.app.webhooks.purge()).deliveries).toBeGreaterThanOrEqual(1);
    expect(await deliveries(hook.id)).toEqual([]);
    expect(await sql(a.t.databaseUrl, 'SELECT count(*)::int AS n FROM webhook_attempts')).toEqual([{ n: 0 }]);
    // Nightly, with the other purges, once across all processes.
    expect(
      await sql(a.t.databaseUrl, "SELECT cron, timezone FROM pgboss.schedule WHERE name = 'webhooks.purge'"),
    ).toEqual([{ cron: '30 3 * * *', timezone: 'Europe/Stockholm' }]);
  });
});
