import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';

const TABLES = ['companies', 'customers', 'customer_carriers', 'carriers', 'content', 'news'];

async function counts(app: FastifyInstance) {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await app.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    out[table] = Number(result.rows[0]?.n);
  }
  return out;
}

let dataDir = '';
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('start-up on the embedded database', () => {
  it('initialises an empty DATA_DIR, and a second start finds the same data and changes nothing', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-startup-'));
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      webDistDir: path.join(dataDir, 'none'),
    };

    const first = await buildApp(config);
    const before = await counts(first);
    expect(before.customers).toBe(4);
    expect(before.carriers).toBe(6);
    const signin = await first.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'user@skeppa.test', password: 'skeppa-user' },
    });
    expect(signin.statusCode).toBe(200);
    const { accessToken } = signin.json();
    // A change made while running must survive the restart, and the seed must not undo it.
    await first.inject({
      method: 'PUT',
      url: '/api/customer/setting/10002',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { setting: 'printFormat', value: 'ZPL' },
    });
    await first.close();

    const second = await buildApp(config);
    try {
      expect(await counts(second)).toEqual(before);
      const res = await second.inject({
        method: 'GET',
        url: '/api/customer/10002',
        // The JWT secret was kept in DATA_DIR, so the token from before the restart still works.
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().printFormat).toBe('ZPL');
    } finally {
      await second.close();
    }
  }, 120_000);
});
