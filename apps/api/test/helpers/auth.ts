import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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
