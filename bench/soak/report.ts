import { type MemorySample, mb, series } from './memory.ts';
import { growthPerThousand, latencySummary, seriesAfterWarmup, warmupSeconds } from './stats.ts';
import { ROUTE_LABELS, type SoakRoute } from './traffic.ts';

export interface SoakFailure {
  route: SoakRoute;
  at: number;
  status: number | string;
  body: string;
}

/** An answered request: its arrival in seconds from the start and its latency. */
export interface Answered {
  t: number;
  ms: number;
}

export interface SoakResult {
  seconds: number;
  rate: number;
  companies: number;
  arrivals: number;
  latencies: Map<SoakRoute, Answered[]>;
  errors: Map<SoakRoute, number>;
  failures: SoakFailure[];
  maxInFlight: number;
  inFlightAtEnd: number;
  /** How late the generator started an arrival, at worst (its own event loop on shared cores). */
  maxLagMs: number;
  cpuSeconds: { server: number | null; postgres: number | null };
  samples: MemorySample[];
  /** PostgreSQL's shared_buffers: what its PSS grows towards as the database is read. */
  sharedBuffers: string;
  /** The machine's one-minute load average when the first request went and after the last answer. */
  load: [number, number];
  /** The database before the first arrival and after the last answer. */
  database: { before: { bytes: number; bookings: number }; after: { bytes: number; bookings: number } };
  /** Each table's size with its indexes, before the first arrival and after the last answer. */
  tables: { name: string; before: number; after: number }[];
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const pct = (v: number) => (Number.isNaN(v) ? '–' : `${v >= 0 ? '+' : ''}${v.toFixed(1)} %`);

export function errorCount(r: SoakResult) {
  return [...r.errors.values()].reduce((a, b) => a + b, 0);
}

/** The soak's figures as markdown: routes, errors, memory over time and the database's growth. */
export function soakReport(r: SoakResult): string {
  const lines: string[] = [];
  const all = [...r.latencies.values()].flat();
  const sent = all.length + errorCount(r);
  const warmup = warmupSeconds(r.seconds);
  lines.push(
    `\nSoak: ${r.seconds} s at ${r.rate} arrivals/s (open loop), ${r.companies} companies: ${r.arrivals} arrivals, ` +
      `${sent} answers, at most ${r.maxInFlight} in flight, ${r.inFlightAtEnd} still in flight when the last was sent; ` +
      `generator at worst ${ms(r.maxLagMs)} ms late. Latency counts from the arrival's scheduled time. ` +
      `Load average ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}.\n`,
  );
  lines.push(
    `| route | count | p50 ms | p99 ms | max ms | after the warm-up (${warmup.toFixed(0)} s): p50 / p99 ms | errors |\n|---|---|---|---|---|---|---|`,
  );
  const row = (name: string, answered: Answered[], errors: number) => {
    const s = latencySummary(answered.map((a) => a.ms));
    const late = latencySummary(answered.filter((a) => a.t >= warmup).map((a) => a.ms));
    lines.push(
      `| ${name} | ${s.count + errors} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(late.p50)} / ${ms(late.p99)} | ${errors} |`,
    );
  };
  for (const route of Object.keys(ROUTE_LABELS) as SoakRoute[]) {
    const values = r.latencies.get(route) ?? [];
    const errors = r.errors.get(route) ?? 0;
    if (values.length + errors > 0) row(ROUTE_LABELS[route], values, errors);
  }
  row('**all**', all, errorCount(r));
  if (r.failures.length > 0) {
    lines.push(`\nFirst ${r.failures.length} errors:\n\n| s | route | status | body |\n|---|---|---|---|`);
    for (const f of r.failures)
      lines.push(
        `| ${f.at.toFixed(1)} | ${ROUTE_LABELS[f.route]} | ${f.status} | ${f.body.replaceAll('|', '\\|')} |`,
      );
  }

  lines.push(
    `\nMemory, sampled every 10 s; after the warm-up (the first ${warmup.toFixed(0)} s), first → last sample:\n`,
  );
  lines.push(
    '| process | at the start MB | after warm-up: first MB | min MB | max MB | last MB | growth |\n|---|---|---|---|---|---|---|',
  );
  const memoryRow = (name: string, pick: (s: MemorySample) => number | null) => {
    const points = series(r.samples, pick);
    const after = seriesAfterWarmup(points, warmup);
    if (!after || points.length === 0) return;
    lines.push(
      `| ${name} | ${mb(points[0]!.value)} | ${mb(after.first)} | ${mb(after.min)} | ${mb(after.max)} | ${mb(after.last)} | ${pct(after.growth)} |`,
    );
  };
  memoryRow('server RSS', (s) => s.serverRss);
  const processes = Math.max(0, ...r.samples.map((s) => s.pgProcesses));
  memoryRow(`PostgreSQL RSS, summed over its processes (up to ${processes})`, (s) => s.pgRss);
  memoryRow('PostgreSQL PSS (shared memory counted once)', (s) => s.pgPss);
  memoryRow('… of it the processes’ own memory (Pss_Anon)', (s) => s.pgPssAnon);
  memoryRow(`… of it shared memory (Pss_Shmem; shared_buffers ${r.sharedBuffers})`, (s) => s.pgPssShmem);
  const minute = r.samples.filter(
    (s, i) => i === 0 || Math.floor(s.t / 60) > Math.floor(r.samples[i - 1]!.t / 60),
  );
  const opt = (v: number | null) => (v === null ? '–' : mb(v));
  lines.push(
    '\nEach minute, MB:\n\n| s | server RSS | PostgreSQL RSS | PSS | own | shared | database |\n|---|---|---|---|---|---|---|',
  );
  for (const s of minute)
    lines.push(
      `| ${s.t.toFixed(0)} | ${mb(s.serverRss)} | ${mb(s.pgRss)} | ${opt(s.pgPss)} | ${opt(s.pgPssAnon)} | ${opt(s.pgPssShmem)} | ${mb(s.dbBytes)} |`,
    );

  const { before, after } = r.database;
  const bookings = after.bookings - before.bookings;
  const perThousand = growthPerThousand(before.bytes, after.bytes, bookings);
  lines.push(
    `\nDatabase: ${mb(before.bytes)} → ${mb(after.bytes)} MB over ${bookings} bookings (with everything else the mix wrote): ` +
      `${Number.isNaN(perThousand) ? '–' : (perThousand / 1024 / 1024).toFixed(1)} MB per 1,000 bookings.`,
  );
  if (bookings > 0) {
    lines.push('\n| table (with indexes) | MB before | MB after | KB per booking |\n|---|---|---|---|');
    const grown = r.tables
      .filter((t) => t.after > t.before)
      .sort((a, b) => b.after - b.before - (a.after - a.before));
    for (const t of grown.slice(0, 8))
      lines.push(
        `| ${t.name} | ${(t.before / 1024 / 1024).toFixed(1)} | ${(t.after / 1024 / 1024).toFixed(1)} | ${((t.after - t.before) / 1024 / bookings).toFixed(1)} |`,
      );
  }
  const cpu = (v: number | null) =>
    v === null ? '–' : `${v.toFixed(0)} s (${((v / r.seconds) * 100).toFixed(0)} % of a core)`;
  lines.push(
    `CPU over the run: server ${cpu(r.cpuSeconds.server)}, PostgreSQL ${cpu(r.cpuSeconds.postgres)}.`,
  );
  return lines.join('\n');
}
