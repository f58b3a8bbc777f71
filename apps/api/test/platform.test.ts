import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, signIn, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'skeppa-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Skeppa</title><div id="root"></div>',
  );
  t = await createTestApp({ webDistDir: webRoot });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every endpoint of the foundation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/signin',
      '/api/auth/sso',
      '/api/auth/logout',
      '/api/auth/refreshtoken',
      '/api/auth/demo',
      '/api/customer/{id}',
      '/api/customer/setting/{id}',
      '/api/customer/carriers/{id}',
      '/api/customer/agreementno/{id}',
      '/api/content/home',
      '/api/content/{id}',
      '/api/content/key/{key}',
      '/api/analytics/pageview',
      '/api/email',
      '/api/mail/outbox',
      '/api/mail/outbox/{id}',
      '/api/mail/test',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('has a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('the one server', () => {
  it('answers every screen path with the app', async () => {
    for (const url of ['/', '/welcome', '/shipment/price', '/sso/abc123', '/info/faq?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['route.not_found']);
  });

  it('tolerates trailing slashes on API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/home/' });
    expect(res.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an oversized body with 413 and a code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/x', title: 'y'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(errorCodes(res)).toEqual(['request.too_large']);
  });

  it('tells the web app whether the login page is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ loginPageEnabled: true });
  });
});

describe('POST /api/analytics/pageview', () => {
  const views = () => sql(t.databaseUrl, 'SELECT customer_id, path, title FROM page_views ORDER BY id');

  it('stores a visitor’s and a customer’s page view', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/welcome', title: 'Välkommen' },
    });
    expect(anon.statusCode).toBe(204);
    const s = await signIn(t.app, USERS.user);
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: s.headers,
      payload: { path: '/start' },
    });
    expect(await views()).toEqual([
      { customer_id: null, path: '/welcome', title: 'Välkommen' },
      { customer_id: USERS.user.id, path: '/start', title: '' },
    ]);
  });

  it('rejects a view without a path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
