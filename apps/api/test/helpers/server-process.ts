import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/platform/embedded-postgres.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server as an operator runs it: its own process, on a port of its own. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const started = new Set<ChildProcess>();

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: path.join(apiRoot, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      started.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

/** Polls until `check` holds, failing with what the server said when it does not in time. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  server?: ServerProcess,
): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - start;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms\n${server?.output().slice(-3000) ?? ''}`);
}

export const status = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;

/** The postmaster named in a data directory's pid file, when one is written. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** After a test, pass or fail: no server and no PostgreSQL of its data directories lives on. */
export async function killEverything(dataDirs: string[]) {
  for (const child of started) child.kill('SIGKILL');
  for (const dir of dataDirs) {
    const pid = postmasterPid(dir);
    if (pid && isAlive(pid)) {
      process.kill(pid, 'SIGQUIT');
      await waitFor('postmaster gone', async () => !isAlive(pid), 5000).catch(() =>
        process.kill(pid, 'SIGKILL'),
      );
    }
  }
}
