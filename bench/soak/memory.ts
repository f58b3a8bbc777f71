import { readdirSync, readFileSync } from 'node:fs';
import type { Sample } from './stats.ts';

const MB = 1024 * 1024;

/** Fields of /proc/<pid>/status or smaps_rollup in bytes (the kernel writes kB); null when gone. */
function procFields(pid: number, file: 'status' | 'smaps_rollup', fields: string[]): (number | null)[] {
  let text = '';
  try {
    text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return fields.map(() => null);
  }
  const lines = text.split('\n');
  return fields.map((field) => {
    const line = lines.find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  });
}

const sum = (values: (number | null)[]) =>
  values.every((v) => v !== null) ? values.reduce((a: number, v) => a + (v ?? 0), 0) : null;

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
  /** Of the PSS, the processes' own memory (caches, sorts, plans) … */
  pgPssAnon: number | null;
  /** … and the shared memory (the shared buffers as far as they have been read into). */
  pgPssShmem: number | null;
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
    const pss = pgPids.map((pid) => procFields(pid, 'smaps_rollup', ['Pss', 'Pss_Anon', 'Pss_Shmem']));
    const db = await o.database();
    samples.push({
      t: (performance.now() - t0) / 1000,
      serverRss: procFields(o.serverPid, 'status', ['VmRSS'])[0] ?? Number.NaN,
      pgRss: sum(pgPids.map((pid) => procFields(pid, 'status', ['VmRSS'])[0] ?? 0)) ?? 0,
      pgPss: sum(pss.map((p) => p[0] ?? null)),
      pgPssAnon: sum(pss.map((p) => p[1] ?? null)),
      pgPssShmem: sum(pss.map((p) => p[2] ?? null)),
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
