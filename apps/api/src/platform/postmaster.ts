import { execFile } from 'node:child_process';
import { readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

/** What a server start tells its log: a pino logger, or nothing. */
export interface Log {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLog: Log = { debug() {}, info() {}, warn() {}, error() {} };

interface ProcessInfo {
  parent: number;
  zombie: boolean;
  /** The working directory, where a postmaster has changed to its data directory. */
  cwd?: string;
  command: string;
}

/** Linux's /proc, or `ps` where there is none; undefined when the process is gone. */
async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat !== undefined) {
    // "pid (command) state ppid …"; the command may hold spaces and parentheses.
    const close = stat.lastIndexOf(')');
    const [state, ppid] = stat.slice(close + 2).split(' ');
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    return {
      parent: Number(ppid),
      zombie: state === 'Z',
      cwd,
      command: stat.slice(stat.indexOf('(') + 1, close),
    };
  }
  const out = await promisify(execFile)('ps', ['-o', 'ppid=,stat=,comm=', '-p', String(pid)]).catch(
    () => undefined,
  );
  const match = out && /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(out.stdout.trim());
  if (!match) return undefined;
  return { parent: Number(match[1]), zombie: match[2]?.startsWith('Z') ?? false, command: match[3] ?? '' };
}

async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const info = await processInfo(pid);
  return !!info && !info.zombie;
}

const ownerFile = (root: string) => path.join(root, 'pg-owner.pid');

/** Written once PostgreSQL runs: which process started it, so the next start can tell an orphan. */
export async function recordOwner(root: string) {
  await writeFile(ownerFile(root), String(process.pid));
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await sleep(50);
  }
  return false;
}

/**
 * Before PostgreSQL starts on a data directory: a postmaster left running by a server that was
 * killed (`kill -9`, the out-of-memory killer) still holds it, and a new one would refuse to
 * start. Its `postmaster.pid` names it; when it is a live postgres in this directory whose
 * starting server is gone, it is shut down cleanly (fast shutdown: sessions end, data is
 * checkpointed). One whose server still runs is left alone and this start fails, saying so. A
 * pid file of a dead postmaster is PostgreSQL's own to clean up; one whose number now belongs
 * to another program is removed, since PostgreSQL would take that program for a postmaster.
 */
export async function stopLeftoverPostmaster(root: string, databaseDir: string, log: Log): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => undefined);
  const pid = Number(text?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return;
  const info = await processInfo(pid);
  const dir = await realpath(databaseDir);
  const isPostgres = !!info && (info.cwd ? info.cwd === dir : /postgres/.test(info.command));
  if (!isPostgres) {
    log.warn({ pid }, 'postmaster.pid names a process that is not this PostgreSQL; removing the stale file');
    await rm(pidFile, { force: true });
    return;
  }
  const owner = Number(await readFile(ownerFile(root), 'utf8').catch(() => ''));
  if (info && info.parent === owner && (await isRunning(owner))) {
    throw new Error(
      `The database in ${databaseDir} is in use by a running server (process ${owner}); stop it first`,
    );
  }
  log.warn(
    { pid },
    'PostgreSQL of an earlier, stopped server still holds the data directory; shutting it down',
  );
  process.kill(pid, 'SIGINT');
  if (await waitUntilGone(pid, 30_000)) return;
  // Fast shutdown waits for a checkpoint; past half a minute, stop at once (recovery replays the log).
  process.kill(pid, 'SIGQUIT');
  if (!(await waitUntilGone(pid, 5_000)))
    throw new Error(`PostgreSQL (process ${pid}) of an earlier server does not stop; stop it by hand`);
}
