import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts';
import { killEverything, waitFor } from './helpers/server-process.ts';

// A PostgreSQL server of the test's own, reached through DATABASE_URL as an operator's would be,
// stopped and started again under the running app.
let dir = '';
let database: EmbeddedDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'skeppa-faults-url-'));
  database = await startEmbeddedPostgres(dir);
  app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }),
    databaseUrl: database.connectionString,
    webDistDir: path.join(dir, 'no-web-build'),
    rateLimits: { windowSeconds: 60, signin: 1e6, refresh: 1e6, public: 1e6, apiKey: 1e6 },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.stop();
  await killEverything([dir]);
  await rm(dir, { recursive: true, force: true });
});

async function storedPaths(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT path FROM page_views WHERE path LIKE '/load/%'");
    return new Set(rows.map((r) => r.path as string));
  } finally {
    await client.end();
  }
}

describe('a DATABASE_URL server stopped and started under light load', () => {
  it('costs 503s while it is away, then works again, and loses no write it acknowledged', async () => {
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const refusals: { retryAfter: unknown; code: string }[] = [];
    let running = true;
    let n = 0;
    const load = (async () => {
      while (running) {
        const path = `/load/${n++}`;
        const res = await app.inject({ method: 'POST', url: '/api/analytics/pageview', payload: { path } });
        statuses.push(res.statusCode);
        if (res.statusCode === 204) acknowledged.push(path);
        if (res.statusCode === 503)
          refusals.push({ retryAfter: res.headers['retry-after'], code: res.json().errors[0].code });
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const countOf = (s: number) => statuses.filter((x) => x === s).length;

    await waitFor('writes before the stop', async () => acknowledged.length >= 20, 10_000);
    const port = database.port;
    await database.stop();
    await waitFor('503s while the database is stopped', async () => countOf(503) >= 5, 10_000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    const before = acknowledged.length;
    database = await startEmbeddedPostgres(dir, { port });
    await waitFor('writes after the start', async () => acknowledged.length >= before + 20, 15_000);
    running = false;
    await load;

    expect(statuses.filter((s) => s !== 204 && s !== 503)).toEqual([]);
    expect(
      refusals.every((r) => r.code === 'service.unavailable' && /^\d+$/.test(String(r.retryAfter))),
    ).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const stored = await storedPaths();
    expect(acknowledged.filter((p) => !stored.has(p))).toEqual([]);
  }, 60_000);
});

describe('a DATABASE_URL server that does not answer at start', () => {
  it('stops start-up with the cause, never a server that listens without its database', async () => {
    const nobody = `postgres://skeppa:x@127.0.0.1:${await freePort()}/skeppa`;
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir }), databaseUrl: nobody };
    await expect(buildApp(config)).rejects.toThrow(/ECONNREFUSED/);
  });
});
