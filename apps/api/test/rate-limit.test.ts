import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, SSO_TEST_SECRET as SECRET, signedSsoKeyRequest, USERS } from './helpers/auth.ts';

const LIMITS: AppConfig['rateLimits'] = { windowSeconds: 60, signin: 3, refresh: 3, public: 3, apiKey: 3 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: LIMITS, ssoSharedSecret: SECRET });
});
afterAll(() => t.close());

const signedKeyRequest = () => signedSsoKeyRequest({ email: USERS.user.email });

/** Every public route, and the request that reaches it; each counts on its own. */
const PUBLIC_ROUTES: [string, () => InjectOptions][] = [
  [
    'sign-in',
    () => ({ method: 'POST', url: '/api/auth/signin', payload: { username: 'x@y.se', password: 'p' } }),
  ],
  ['demo sign-in', () => ({ method: 'POST', url: '/api/auth/demo' })],
  ['SSO sign-in', () => ({ method: 'POST', url: '/api/auth/sso', payload: { key: 'k'.repeat(43) } })],
  ['refresh', () => ({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken: 'nope' } })],
  ['logout', () => ({ method: 'POST', url: '/api/auth/logout', payload: { userId: 1, token: 'nope' } })],
  ['SSO key', signedKeyRequest],
  ['page view', () => ({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/welcome' } })],
  ['home content', () => ({ method: 'GET', url: '/api/content/home' })],
  ['content by key', () => ({ method: 'GET', url: '/api/content/key/freight.page.loggedout' })],
  ['content by id', () => ({ method: 'GET', url: '/api/content/1' })],
  ['postcode', () => ({ method: 'GET', url: '/api/postcode/SE/11122' })],
  ['web config', () => ({ method: 'GET', url: '/api/config' })],
  ["receiver's tracking page", () => ({ method: 'GET', url: `/api/public/tracking/${'A'.repeat(22)}` })],
];

describe('rate limits on public routes', () => {
  it.each(PUBLIC_ROUTES)(
    '%s: the fourth request from one address within the window is refused',
    async (_, request) => {
      const from = (remoteAddress: string) => t.app.inject({ ...request(), remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('10.40.0.1')).statusCode).not.toBe(429);
      const refused = await from('10.40.0.1');
      expect(refused.statusCode).toBe(429);
      expect(errorCodes(refused)).toEqual(['request.rate_limited']);
      expect(refused.json().message).toBe('Too many requests, try again later');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another address is counted on its own.
      expect((await from('10.40.0.2')).statusCode).not.toBe(429);
    },
  );

  it('count hits from several requests at once one by one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'GET', url: '/api/content/home', remoteAddress: '10.41.0.1' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });

  it('leave signed-in routes and the health check alone', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.42.0.1' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('rate limits across API processes', () => {
  let dataDir: string;
  let second: FastifyInstance;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-second-'));
    second = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      databaseUrl: t.databaseUrl,
      webDistDir: path.join(dataDir, 'none'),
      rateLimits: LIMITS,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('share one count through the database', async () => {
    const home = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/content/home', remoteAddress: '10.43.0.1' });
    expect((await home(t.app)).statusCode).toBe(200);
    expect((await home(second)).statusCode).toBe(200);
    expect((await home(t.app)).statusCode).toBe(200);
    expect((await home(second)).statusCode).toBe(429);
  });
});
