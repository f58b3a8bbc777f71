import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { T0, useWebhookDeliveries, wait } from './helpers/webhook-deliveries.ts';

// Receivers that fail or must not be reached: an address that now resolves inside, a redirect,
// a late answer, and an endpoint failing for a day, which is paused.

const { a, clock, names, receiver, endpoint, publishCancelled, deliveries, attempts } =
  useWebhookDeliveries();

describe('webhook deliveries to failing or unsafe receivers', () => {
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
    clock.at = new Date(T0.getTime() + 24 * 3600_000 + 60_000);
    await vi.waitFor(
      async () =>
        expect((await a.call(a.admin, 'GET', `/webhook/endpoint/${hook.id}`)).json().state).toBe('paused'),
      wait,
    );
    const paused = (await a.call(a.admin, 'GET', `/webhook/endpoint/${hook.id}`)).json();
    expect(paused.pausedAt).toBe(clock.at.toISOString());
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
});
