import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ssoSignature } from '../../src/modules/auth/sso.ts';

export const USERS = {
  admin: { email: 'admin@skeppa.test', password: 'skeppa-admin', id: 10001 },
  user: { email: 'user@skeppa.test', password: 'skeppa-user', id: 10002 },
  other: { email: 'other@skeppa.test', password: 'skeppa-other', id: 10003 },
} as const;

export interface Session {
  id: number;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export async function signIn(
  app: FastifyInstance,
  who: { email: string; password: string },
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: who.email, password: who.password },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { ...body, headers: { authorization: `Bearer ${body.accessToken}` } };
}

export async function signInDemo(app: FastifyInstance): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { ...body, headers: { authorization: `Bearer ${body.accessToken}` } };
}

export function errorCodes(res: { json: () => unknown }): string[] {
  return (res.json() as { errors: { code: string }[] }).errors.map((e) => e.code);
}

/** The shared secret the SSO tests configure (SSO_SHARED_SECRET needs at least 32 characters). */
export const SSO_TEST_SECRET = 'a-shared-secret-of-at-least-32-characters!';

/** An integrating system's signed request for an SSO key, as `POST /api/auth/sso/key` wants it. */
export function signedSsoKeyRequest(
  body: object,
  secret = SSO_TEST_SECRET,
  timestamp = String(Math.floor(Date.now() / 1000)),
): InjectOptions {
  const raw = JSON.stringify(body);
  return {
    method: 'POST',
    url: '/api/auth/sso/key',
    headers: {
      'content-type': 'application/json',
      'x-skeppa-timestamp': timestamp,
      'x-skeppa-signature': ssoSignature(secret, timestamp, raw),
    },
    payload: raw,
  };
}
