import { readdirSync, readFileSync } from 'node:fs';
import type { Sample } from './stats.ts';

const MB = 1024 * 1024;

/** A field of /proc/<pid>/status or smaps_rollup in bytes (the kernel writes kB); null when gone. */
function procKb(pid: number, file: 'status' | 'smaps_rollup', field: string): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/${file}`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Every process under `root` (a postmaster's backends, autovacuum and WAL writers), root included. */
function treeOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the parent comes after its `)`.
      parents.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended between the listing and the read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parents) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  return tree;
}

export interface MemorySample {
  t: number;
  serverRss: number;
  /** Summed RSS of PostgreSQL's processes: shared buffers count once per backend that touched them. */
  pgRss: number;
  /** Summed PSS: shared pages split between the processes sharing them, so they count once. */
  pgPss: number | null;
  pgProcesses: number;
  dbBytes: number;
  bookings: number;
}

/**
 * Samples the server's RSS, PostgreSQL's memory and the database every `everyMs`, from the first
 * call of `start` on. Linux only (/proc).
 */
export function memorySampler(o: {
  serverPid: number;
  postmasterPid: () => number | undefined;
  database: () => Promise<{ bytes: number; bookings: number }>;
  everyMs: number;
}) {
  const samples: MemorySample[] = [];
  let t0 = 0;
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();

  async function sample() {
    const postmaster = o.postmasterPid();
    const pgPids = postmaster === undefined ? [] : treeOf(postmaster);
    const pss = pgPids.map((pid) => procKb(pid, 'smaps_rollup', 'Pss'));
    const db = await o.database();
    samples.push({
      t: (performance.now() - t0) / 1000,
      serverRss: procKb(o.serverPid, 'status', 'VmRSS') ?? Number.NaN,
      pgRss: pgPids.reduce((sum, pid) => sum + (procKb(pid, 'status', 'VmRSS') ?? 0), 0),
      pgPss: pss.every((v) => v !== null) ? pss.reduce((sum: number, v) => sum + (v ?? 0), 0) : null,
      pgProcesses: pgPids.length,
      dbBytes: db.bytes,
      bookings: db.bookings,
    });
  }

  return {
    samples,
    start() {
      t0 = performance.now();
      pending = sample();
      timer = setInterval(() => {
        pending = pending.then(sample);
      }, o.everyMs);
    },
    /** Stops the timer and takes a last sample. */
    async stop() {
      clearInterval(timer);
      await pending;
      await sample();
      return samples;
    },
  };
}

/** One of the sampled figures as a series for stats.ts. */
export const series = (
  samples: readonly MemorySample[],
  pick: (s: MemorySample) => number | null,
): Sample[] =>
  samples.flatMap((s) => {
    const value = pick(s);
    return value === null || Number.isNaN(value) ? [] : [{ t: s.t, value }];
  });

export const mb = (bytes: number) => (bytes / MB).toFixed(0);
