import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAlive,
  killEverything,
  postmasterPid,
  type ServerProcess,
  startServer,
  status,
  waitFor,
} from './helpers/server-process.ts';

// The server with its embedded PostgreSQL, run as an operator runs it, in the ways it fails:
// killed outright, its database killed under it, its database unable to start. One data
// directory serves every test in turn, so the cluster is created once.
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-faults-'));
});
afterAll(async () => {
  await killEverything([dataDir]);
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_RESTART_DELAYS_MS: '300,300,300' });
const healthy = (s: ServerProcess) => async () => (await status(`${s.url}/api/health`)) === 200;

async function signIn(s: ServerProcess): Promise<string> {
  const res = await fetch(`${s.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user@skeppa.test', password: 'skeppa-user' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function printFormat(s: ServerProcess, token: string) {
  const res = await fetch(`${s.url}/api/customer/10002`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { printFormat: string }).printFormat;
}

async function stop(s: ServerProcess) {
  s.child.kill('SIGTERM');
  expect(await s.exited).toBe(0);
}

describe('the server with its embedded PostgreSQL', () => {
  it('starts again after being killed outright, its data intact and the old PostgreSQL stopped', async () => {
    const first = await startServer(env());
    await waitFor('first start', healthy(first), 45_000, first);
    const token = await signIn(first);
    const put = await fetch(`${first.url}/api/customer/setting/10002`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ setting: 'printFormat', value: 'ZPL' }),
    });
    expect(put.status).toBe(200);
    const orphan = postmasterPid(dataDir);
    expect(orphan).toBeDefined();

    first.child.kill('SIGKILL');
    await first.exited;
    // The out-of-memory killer takes the server only; its PostgreSQL lives on, holding the directory.
    expect(isAlive(orphan as number)).toBe(true);

    const second = await startServer(env());
    await waitFor('start after kill -9', healthy(second), 60_000, second);
    expect(isAlive(orphan as number)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect(await printFormat(second, await signIn(second))).toBe('ZPL');

    // A PostgreSQL whose server still runs is not a leftover: a second server leaves it alone.
    const intruder = await startServer(env());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('in use by a running server');
    expect(await status(`${second.url}/api/health`)).toBe(200);
    await stop(second);
    expect(postmasterPid(dataDir)).toBeUndefined();
  }, 180_000);

  // One server through both: its PostgreSQL dies and comes back, then dies for good.
  let server: ServerProcess;
  it('answers 503 while its PostgreSQL is dead, restarts it, and answers again without a hand', async () => {
    server = await startServer(env());
    await waitFor('start', healthy(server), 60_000, server);
    const postmaster = postmasterPid(dataDir) as number;
    process.kill(postmaster, 'SIGKILL');

    let unavailable: { retryAfter: string | null; code?: string } | undefined;
    const seen = new Set<number>();
    const content = async () => {
      const res = await fetch(`${server.url}/api/content/home`);
      seen.add(res.status);
      if (res.status === 503) {
        const body = (await res.json()) as { errors: { code: string }[] };
        unavailable = { retryAfter: res.headers.get('retry-after'), code: body.errors[0]?.code };
      }
      return res.status;
    };
    await waitFor('a 503 while the database is gone', async () => (await content()) === 503, 5_000, server);
    expect(unavailable?.retryAfter).toMatch(/^\d+$/);
    expect(unavailable?.code).toBe('service.unavailable');
    expect(await status(`${server.url}/api/health/live`)).toBe(200);

    await waitFor('answers again', async () => (await content()) === 200, 60_000, server);
    expect([...seen].sort()).toEqual([200, 503]);
    expect(await status(`${server.url}/api/health`)).toBe(200);
    expect(postmasterPid(dataDir)).not.toBe(postmaster);
    expect(server.output()).toContain('embedded PostgreSQL restarted');
  }, 150_000);

  it('exits non-zero, for its supervisor to start it afresh, when its PostgreSQL cannot be restarted', async () => {
    const conf = path.join(dataDir, 'pg', 'postgresql.conf');
    const original = await readFile(conf, 'utf8');
    try {
      await appendFile(conf, '\nthis is not a setting\n');
      process.kill(postmasterPid(dataDir) as number, 'SIGKILL');
      const code = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(r, 60_000, 'still running')),
      ]);
      expect(code).toBe(1);
      expect(server.output()).toContain('could not be restarted');
    } finally {
      await writeFile(conf, original);
    }
  }, 150_000);

  it('stops start-up, non-zero and naming PostgreSQL’s own complaint, when its PostgreSQL cannot start', async () => {
    const conf = path.join(dataDir, 'pg', 'postgresql.conf');
    const original = await readFile(conf, 'utf8');
    try {
      await appendFile(conf, '\nthis is not a setting\n');
      const server = await startServer(env());
      const code = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(r, 60_000, 'still running')),
      ]);
      expect(code).toBe(1);
      expect(server.output()).toContain('Skeppa could not start');
      expect(server.output()).toContain('postgresql.conf');
    } finally {
      await writeFile(conf, original);
    }
  }, 150_000);
});
