import { type WebhookEndpointWithSecret, webhookEventSchema } from '@skeppa/domain';
import { describe, expect, it, vi } from 'vitest';
import { verifySkeppaWebhook } from '../../../docs/examples/verify-webhook.mjs';
import { errorCodes } from './helpers/auth.ts';
import { bookShipment } from './helpers/booked-shipment.ts';
import { TEMPLATE } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { signature, T0, useWebhookDeliveries, wait } from './helpers/webhook-deliveries.ts';

// Deliveries that arrive: retried, signed (during a secret's rotation too), sent again by hand,
// and purged after 30 days.

const { a, clock, receiver, endpoint, publishCancelled, deliveries, attempts } = useWebhookDeliveries();

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
      expect(verifySkeppaWebhook(x.body, signature(x), hook.secret, clock.at.getTime() / 1000)).toBe(true);
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
    const now = clock.at.getTime() / 1000;
    expect(verifySkeppaWebhook(during!.body, signature(during!), hook.secret, now)).toBe(true);
    expect(verifySkeppaWebhook(during!.body, signature(during!), fresh.secret, now)).toBe(true);

    clock.at = new Date(T0.getTime() + 2 * 3600_000 + 1000);
    const [delivery] = await deliveries(hook.id);
    await a.call(a.admin, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
    const after = r.received[1]!;
    expect(signature(after).match(/v1=/g)).toHaveLength(1);
    const later = clock.at.getTime() / 1000;
    expect(verifySkeppaWebhook(after.body, signature(after), fresh.secret, later)).toBe(true);
    expect(verifySkeppaWebhook(after.body, signature(after), hook.secret, later)).toBe(false);
  });

  it('are purged after 30 days with their attempts', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    await publishCancelled();
    await vi.waitFor(async () => expect((await deliveries(hook.id))[0]?.status).toBe('delivered'), wait);
    clock.at = new Date(T0.getTime() + 29 * 24 * 3600_000);
    expect((await a.t.app.webhooks.purge()).deliveries).toBe(0);
    clock.at = new Date(T0.getTime() + 30 * 24 * 3600_000 + 1000);
    expect((await a.t.app.webhooks.purge()).deliveries).toBeGreaterThanOrEqual(1);
    expect(await deliveries(hook.id)).toEqual([]);
    expect(await sql(a.t.databaseUrl, 'SELECT count(*)::int AS n FROM webhook_attempts')).toEqual([{ n: 0 }]);
    // Nightly, with the other purges, once across all processes.
    expect(
      await sql(a.t.databaseUrl, "SELECT cron, timezone FROM pgboss.schedule WHERE name = 'webhooks.purge'"),
    ).toEqual([{ cron: '30 3 * * *', timezone: 'Europe/Stockholm' }]);
  });
});
