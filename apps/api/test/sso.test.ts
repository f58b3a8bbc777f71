import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoSignature } from '../src/modules/auth/sso.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, SSO_TEST_SECRET as SECRET, signedSsoKeyRequest, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssoSharedSecret: SECRET });
});
afterAll(() => t.close());

const signed = (body: object, secret?: string, timestamp?: string) =>
  t.app.inject(signedSsoKeyRequest(body, secret, timestamp));

const useKey = (key: string) => t.app.inject({ method: 'POST', url: '/api/auth/sso', payload: { key } });

describe('SSO keys', () => {
  it('a signed request creates a key that signs the customer in once', async () => {
    const created = await signed({ email: USERS.user.email });
    expect(created.statusCode).toBe(200);
    const { key, customerId } = created.json();
    expect(customerId).toBe(USERS.user.id);
    const first = await useKey(key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: USERS.user.id, email: USERS.user.email, demoUser: false });
    const second = await useKey(key);
    expect(second.statusCode).toBe(401);
    expect(errorCodes(second)).toEqual(['auth.sso_invalid']);
  });

  it('a key expires after five minutes', async () => {
    const { key } = (await signed({ customerId: USERS.admin.id })).json();
    await sql(t.databaseUrl, "UPDATE sso_keys SET expires_at = now() - interval '1 second'");
    expect((await useKey(key)).statusCode).toBe(401);
  });

  it('is refused with a wrong secret, an old timestamp or a changed body', async () => {
    expect((await signed({ email: USERS.user.email }, 'x'.repeat(40))).statusCode).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await signed({ email: USERS.user.email }, SECRET, old)).statusCode).toBe(401);
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/key',
      headers: {
        'content-type': 'application/json',
        'x-skeppa-timestamp': ts,
        'x-skeppa-signature': ssoSignature(SECRET, ts, JSON.stringify({ email: USERS.user.email })),
      },
      payload: JSON.stringify({ email: USERS.admin.email }),
    });
    expect(res.statusCode).toBe(401);
    expect(errorCodes(res)).toEqual(['auth.sso_signature_invalid']);
  });

  it('serves a signed request once: the same request again within its window is refused', async () => {
    const raw = JSON.stringify({ email: USERS.other.email });
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = ssoSignature(SECRET, ts, raw);
    const send = (sig: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sso/key',
        headers: { 'content-type': 'application/json', 'x-skeppa-timestamp': ts, 'x-skeppa-signature': sig },
        payload: raw,
      });
    expect((await send(signature)).statusCode).toBe(200);
    // The same bytes, and spellings of the same signature that decode alike, are all replays.
    for (const again of [signature, signature.toUpperCase(), `${signature}zz`]) {
      const replay = await send(again);
      expect(replay.statusCode).toBe(401);
      expect(errorCodes(replay)).toEqual(['auth.sso_replayed']);
    }
    const rows = await sql(
      t.databaseUrl,
      'SELECT expires_at FROM sso_request_signatures WHERE signature = $1',
      [signature],
    );
    // Remembered until the timestamp is too old to be accepted anyway.
    expect(rows).toEqual([{ expires_at: new Date((Number(ts) + 300) * 1000) }]);
  });

  it('lets only one of two identical signed requests sent at once through', async () => {
    const request = signedSsoKeyRequest({ customerId: USERS.other.id, nonce: 'second-request' });
    const answers = await Promise.all([t.app.inject(request), t.app.inject(request)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 404 for an unknown customer and 400 for a body naming nobody', async () => {
    expect((await signed({ email: 'nobody@skeppa.test' })).statusCode).toBe(404);
    expect((await signed({})).statusCode).toBe(400);
  });

  it('refuses a made-up key', async () => {
    expect((await useKey('x'.repeat(43))).statusCode).toBe(401);
    expect((await useKey('short')).statusCode).toBe(400);
  });
});

describe('SSO key creation without a shared secret', () => {
  it('is switched off', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sso/key',
        payload: { customerId: 10002 },
      });
      expect(res.statusCode).toBe(404);
      expect(errorCodes(res)).toEqual(['auth.sso_disabled']);
    } finally {
      await plain.close();
    }
  });
});
