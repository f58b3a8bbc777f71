import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@skeppa/domain';
import { describe, expect, it, vi } from 'vitest';
import { systemResolver } from '../src/modules/webhooks/address-guard.ts';
import type { ResolvedAddress } from '../src/platform/config.ts';
import { errorCodes } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// The endpoint calls (issue 35.2) as a production server has them: no loopback allowed. Names
// under example.test resolve as the test says; any other name (localhost) as the system does.

const names: Record<string, string[]> = {
  'hooks.example.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'metadata.example.test': ['169.254.169.254'],
  'inside.example.test': ['10.0.0.1'],
  'half.example.test': ['93.184.216.34', '192.168.1.20'],
  'nowhere.example.test': [],
};
const resolve = async (host: string): Promise<ResolvedAddress[]> => {
  const found = names[host];
  if (!found) return systemResolver(host);
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const a = useSignedInApp({
  webhooks: { allowLoopback: false, resolve },
  jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
});

const request = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.test/skeppa',
  description: 'Affärssystemet',
  eventTypes: ['order.booked', 'shipment.status_changed'],
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const res = await a.call(a.admin, 'POST', '/webhook/endpoint', request(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookEndpointWithSecret;
}

describe('webhook endpoints', () => {
  it('are registered, read, changed, rotated and deleted by an administrator; the secret shows only at creation and rotation', async () => {
    const endpoint = await created();
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.test/skeppa',
      description: 'Affärssystemet',
      eventTypes: ['order.booked', 'shipment.status_changed'],
      state: 'active',
      pausedAt: null,
      failingSince: null,
      previousSecretExpiresAt: null,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secretHint).toBe(endpoint.secret.slice(-4));

    const read = await a.call(a.admin, 'GET', `/webhook/endpoint/${endpoint.id}`);
    const { secret: _shownOnce, ...shown } = endpoint;
    expect(read.json()).toEqual(shown);
    expect(read.body).not.toContain(endpoint.secret);
    const list = await a.call(a.admin, 'GET', '/webhook/endpoint');
    expect(list.json().endpoints).toContainEqual(shown);
    // Encrypted at rest: the database holds no copy of the secret as it was shown.
    const [stored] = await sql(a.t.databaseUrl, 'SELECT secret FROM webhook_endpoints WHERE id = $1', [
      endpoint.id,
    ]);
    expect(stored.secret).toMatch(/^v1\./);
    expect(stored.secret).not.toContain(endpoint.secret.slice(6));

    const changed = await a.call(a.admin, 'PUT', `/webhook/endpoint/${endpoint.id}`, {
      url: 'https://hooks.example.test/v2',
      description: '',
      eventTypes: ['bill.issued'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: 'https://hooks.example.test/v2',
      eventTypes: ['bill.issued'],
    });
    expect(changed.json().secretHint).toBe(endpoint.secretHint);

    const rotated = await a.call(a.admin, 'POST', `/webhook/endpoint/${endpoint.id}/rotate`, {
      overlapHours: 24,
    });
    expect(rotated.statusCode).toBe(200);
    const withNew = rotated.json() as WebhookEndpointWithSecret;
    expect(withNew.secret).toMatch(/^whsec_/);
    expect(withNew.secret).not.toBe(endpoint.secret);
    expect(Date.parse(withNew.previousSecretExpiresAt ?? '') - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const rotatedAtOnce = await a.call(a.admin, 'POST', `/webhook/endpoint/${endpoint.id}/rotate`, {
      overlapHours: 0,
    });
    expect(rotatedAtOnce.json().previousSecretExpiresAt).toBeNull();

    const removed = await a.call(a.admin, 'DELETE', `/webhook/endpoint/${endpoint.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await a.call(a.admin, 'GET', `/webhook/endpoint/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('are for administrators only (403 with a code), and another company’s answer 404', async () => {
    const endpoint = await created();
    for (const [method, url, body] of [
      ['GET', '/webhook/endpoint', undefined],
      ['POST', '/webhook/endpoint', request()],
      ['GET', `/webhook/endpoint/${endpoint.id}`, undefined],
      ['PUT', `/webhook/endpoint/${endpoint.id}`, request()],
      ['DELETE', `/webhook/endpoint/${endpoint.id}`, undefined],
      ['POST', `/webhook/endpoint/${endpoint.id}/rotate`, { overlapHours: 1 }],
      ['POST', `/webhook/endpoint/${endpoint.id}/resume`, undefined],
      ['GET', `/webhook/endpoint/${endpoint.id}/deliveries`, undefined],
    ] as const) {
      const res = await a.call(a.user, method, url, body);
      expect([res.statusCode, errorCodes(res)], `${method} ${url}`).toEqual([
        403,
        ['webhook.admin_required'],
      ]);
      if (url === '/webhook/endpoint') continue;
      const theirs = await a.call(a.other, method, url, body);
      expect([theirs.statusCode, errorCodes(theirs)], `${method} ${url}`).toEqual([
        404,
        ['webhook.endpoint_not_found'],
      ]);
    }
    expect((await a.call(a.other, 'GET', '/webhook/endpoint')).json().endpoints).toEqual([]);
    const demo = await a.call(a.demo, 'GET', '/webhook/endpoint');
    expect(demo.statusCode).toBe(403);
    expect((await a.call(a.admin, 'GET', `/webhook/endpoint/${endpoint.id}`)).statusCode).toBe(200);
  });

  it('refuses an address that is not https or not on the public internet, by name too, with a clear code', async () => {
    const refused: [string, string][] = [
      ['http://hooks.example.test/skeppa', 'webhook.https_required'],
      ['http://127.0.0.1:8080/hook', 'webhook.https_required'],
      ['https://127.0.0.1/hook', 'webhook.address_refused'],
      ['https://127.1.2.3/hook', 'webhook.address_refused'],
      ['https://localhost/hook', 'webhook.address_refused'],
      ['https://[::1]/hook', 'webhook.address_refused'],
      ['https://[::ffff:127.0.0.1]/hook', 'webhook.address_refused'],
      ['https://169.254.169.254/latest/meta-data/', 'webhook.address_refused'],
      ['https://metadata.example.test/', 'webhook.address_refused'],
      ['https://10.0.0.1/hook', 'webhook.address_refused'],
      ['https://inside.example.test/hook', 'webhook.address_refused'],
      ['https://half.example.test/hook', 'webhook.address_refused'],
      ['https://172.16.5.4/hook', 'webhook.address_refused'],
      ['https://192.168.0.10/hook', 'webhook.address_refused'],
      ['https://100.64.0.1/hook', 'webhook.address_refused'],
      ['https://0.0.0.0/hook', 'webhook.address_refused'],
      ['https://[fd00::1]/hook', 'webhook.address_refused'],
      ['https://[fe80::1]/hook', 'webhook.address_refused'],
      ['https://2130706433/hook', 'webhook.address_refused'],
      ['https://nowhere.example.test/hook', 'webhook.unresolvable'],
      ['https://erp:hemligt@hooks.example.test/hook', 'webhook.url_credentials'],
    ];
    for (const [url, code] of refused) {
      const res = await a.call(a.admin, 'POST', '/webhook/endpoint', request({ url }));
      expect([res.statusCode, errorCodes(res)], url).toEqual([400, [code]]);
    }
    const endpoint = await created();
    const moved = await a.call(
      a.admin,
      'PUT',
      `/webhook/endpoint/${endpoint.id}`,
      request({ url: 'https://10.1.1.1/' }),
    );
    expect([moved.statusCode, errorCodes(moved)]).toEqual([400, ['webhook.address_refused']]);
  });

  it('refuses at send time a name that resolves inside by then, loopback included, without connecting', async () => {
    names['flip.example.test'] = ['93.184.216.34'];
    const endpoint = await created({
      url: 'https://flip.example.test/hook',
      eventTypes: ['order.cancelled'],
    });
    names['flip.example.test'] = ['127.0.0.1'];
    await a.t.app.db.transaction((tx) =>
      a.t.app.events.publish(tx, {
        type: 'order.cancelled',
        companyId: 2,
        subjectId: '2611-0001',
        payload: {
          orderNo: '2611-0001',
          customerId: a.admin.id,
          consignmentNo: '1000000016',
          cancelledAt: new Date().toISOString(),
        },
      }),
    );
    const list = async () =>
      (await a.call(a.admin, 'GET', `/webhook/endpoint/${endpoint.id}/deliveries`)).json()
        .deliveries as WebhookDelivery[];
    await vi.waitFor(async () => expect((await list())[0]?.lastAttempt).toBeTruthy(), {
      timeout: 20_000,
      interval: 100,
    });
    const [delivery] = await list();
    // Refused before any connection: a connection to 127.0.0.1:443 would have failed otherwise.
    expect(delivery?.lastAttempt).toMatchObject({ ok: false, failure: 'address_refused', httpStatus: null });
    expect(delivery?.status).toBe('pending');
    for (const inside of [['169.254.169.254'], ['10.0.0.1'], ['93.184.216.34', '::1'], []]) {
      names['flip.example.test'] = inside;
      const again = await a.call(a.admin, 'POST', `/webhook/delivery/${delivery!.id}/redeliver`);
      expect(again.json().lastAttempt.failure, inside.join()).toBe(
        inside.length ? 'address_refused' : 'unresolvable',
      );
    }
  });

  it('takes one or more known event types, each once, and a real URL', async () => {
    for (const body of [
      request({ eventTypes: [] }),
      request({ eventTypes: ['order.printed'] }),
      request({ eventTypes: ['order.booked', 'order.booked'] }),
      request({ url: 'ftp://hooks.example.test/' }),
      request({ url: 'not a url' }),
      request({ url: `https://hooks.example.test/${'x'.repeat(2100)}` }),
    ]) {
      const res = await a.call(a.admin, 'POST', '/webhook/endpoint', body);
      expect([res.statusCode, errorCodes(res)], JSON.stringify(body).slice(0, 120)).toEqual([
        400,
        ['validation.failed'],
      ]);
    }
    const rotate = await a.call(a.admin, 'POST', '/webhook/endpoint/1/rotate', { overlapHours: 169 });
    expect(rotate.statusCode).toBe(400);
  });

  it('keeps a company to sixteen endpoints', async () => {
    const have = ((await a.call(a.other, 'GET', '/webhook/endpoint')).json().endpoints as WebhookEndpoint[])
      .length;
    for (let i = have; i < 16; i++) {
      const res = await a.call(a.other, 'POST', '/webhook/endpoint', request({ description: `nr ${i}` }));
      expect(res.statusCode).toBe(201);
    }
    const over = await a.call(a.other, 'POST', '/webhook/endpoint', request());
    expect([over.statusCode, errorCodes(over)]).toEqual([409, ['webhook.too_many_endpoints']]);
  });
});

describe('the audit log', () => {
  it('records an endpoint made, changed, rotated and deleted, never its secret', async () => {
    const endpoint = await created({ description: 'Audited' });
    await a.call(a.admin, 'PUT', `/webhook/endpoint/${endpoint.id}`, request({ description: 'Audited too' }));
    const rotated = (
      await a.call(a.admin, 'POST', `/webhook/endpoint/${endpoint.id}/rotate`, { overlapHours: 0 })
    ).json();
    await a.call(a.admin, 'DELETE', `/webhook/endpoint/${endpoint.id}`);
    const rows = await sql(
      a.t.databaseUrl,
      "SELECT action, changes FROM audit_entries WHERE object_type = 'webhook_endpoint' AND object_id = $1 ORDER BY id",
      [String(endpoint.id)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'webhook.endpoint_created',
      'webhook.endpoint_changed',
      'webhook.endpoint_rotated',
      'webhook.endpoint_deleted',
    ]);
    expect(rows[1].changes).toEqual({ description: { from: 'Audited', to: 'Audited too' } });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(endpoint.secret);
    expect(text).not.toContain(rotated.secret);
  });
});
