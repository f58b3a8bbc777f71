import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD, SERVER_NODE_ARGS, SERVER_SOURCES, serverBuildStale, serverEnv } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temps = [];
const children = new Set();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of temps) {
    const pid = postmasterPid(dir);
    if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  }
});

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function postmasterPid(dataDir) {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The built server as `npm start` runs it, with its JSON log lines kept. */
function startBuilt(env) {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: path.join(root, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? signal);
    }),
  );
  const lines = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
  return { child, exited, output: () => out, lines };
}

/** One request on a connection of its own, so the cluster may hand each to another worker. */
const healthStatus = (port) =>
  new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.end();
  });

async function until(what, check, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms\n${server.output().slice(-3000)}`);
}

describe('the server build', () => {
  it('is stale without a build, current after one, stale again when a source changes', () => {
    const repo = tempDir('skeppa-stale-');
    for (const source of SERVER_SOURCES) {
      const file = source.endsWith('.json') ? path.join(repo, source) : path.join(repo, source, 'a.ts');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, '');
      utimesSync(file, 1000, 1000);
    }
    expect(serverBuildStale(repo)).toBe('no server build');
    mkdirSync(path.join(repo, path.dirname(SERVER_BUILD)), { recursive: true });
    writeFileSync(path.join(repo, SERVER_BUILD), '{}');
    utimesSync(path.join(repo, SERVER_BUILD), 2000, 2000);
    expect(serverBuildStale(repo)).toBeUndefined();
    // A test file is not in the bundle: changing one leaves the build current.
    writeFileSync(path.join(repo, 'packages/domain/src/a.test.ts'), '');
    expect(serverBuildStale(repo)).toBeUndefined();
    utimesSync(path.join(repo, 'packages/domain/src/a.ts'), 3000, 3000);
    expect(serverBuildStale(repo)).toBe('the server build is older than its sources');
  });

  it('bundles the server and our own packages into JavaScript, leaving node_modules as imports', () => {
    const result = spawnSync(process.execPath, ['apps/api/build/build.mjs'], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const server = readFileSync(path.join(root, 'apps/api/dist/server.js'), 'utf8');
    expect(server).toMatch(/from "node:cluster"/);
    // No import of TypeScript source survives (Node could not load it), the domain's included.
    expect(server).not.toMatch(/from "[^"]*\.ts"|"@skeppa\/domain"/);
    expect(existsSync(path.join(root, 'apps/api/dist/server.js.map'))).toBe(true);
    expect(serverBuildStale(root)).toBeUndefined();
  }, 60_000);

  it('starts on a fresh data directory, then serves from two workers on one PostgreSQL', async () => {
    const dataDir = tempDir('skeppa-built-');
    const port = await freePort();
    const alone = startBuilt({ PORT: String(port), DATA_DIR: dataDir });
    await until(
      'the built server answers /api/health',
      async () => (await healthStatus(port)) === 200,
      alone,
    );
    alone.child.kill('SIGTERM');
    expect(await alone.exited).toBe(0);
    const firstPostmaster = postmasterPid(dataDir);
    expect(firstPostmaster === undefined || !alive(firstPostmaster)).toBe(true);

    const clusterPort = await freePort();
    const two = startBuilt({ PORT: String(clusterPort), DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
    const listening = () => two.lines().filter((l) => l.msg === 'worker listening');
    await until('two workers listen', async () => listening().length === 2, two);
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push(await healthStatus(clusterPort));
    expect(statuses.every((s) => s === 200)).toBe(true);

    const workers = new Set(listening().map((l) => l.worker));
    expect(workers.size).toBe(2);
    expect(workers.has(two.child.pid)).toBe(false);
    const served = new Set(
      two
        .lines()
        .filter((l) => l.msg === 'incoming request' && l.req?.url === '/api/health')
        .map((l) => l.pid),
    );
    expect(served).toEqual(workers);
    // One PostgreSQL, started by the primary; the workers reach it by its connection string.
    const started = two.lines().filter((l) => l.msg === 'embedded PostgreSQL started');
    expect(started.map((l) => l.pid)).toEqual([two.child.pid]);
    const postmaster = postmasterPid(dataDir);
    expect(postmaster && alive(postmaster)).toBe(true);

    two.child.kill('SIGTERM');
    expect(await two.exited).toBe(0);
    for (const pid of [...workers, postmaster]) expect(alive(pid)).toBe(false);
  }, 300_000);
});

describe('the server process', () => {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');

  it('runs in the image and under systemd as npm start runs it, memory settings and all', () => {
    const cmd = read('Dockerfile').match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_ARGS]);
    const execStart = read('docs/skeppa.service').match(/^ExecStart=(.*)$/m)?.[1];
    expect(execStart?.split(' ')).toEqual(['/usr/bin/node', ...SERVER_NODE_ARGS]);
    for (const [name, value] of Object.entries(serverEnv({}))) {
      expect(read('Dockerfile')).toMatch(new RegExp(`^ENV (.*\\\n)*.*${name}=${value}\\b`, 'm'));
      expect(read('docs/skeppa.service')).toMatch(new RegExp(`^Environment=.*${name}=${value}\\b`, 'm'));
    }
  });

  it("keeps an operator's own malloc settings", () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: '131072' }).MALLOC_MMAP_THRESHOLD_).toBe('131072');
    expect(serverEnv({})).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '4194304' });
  });
});
