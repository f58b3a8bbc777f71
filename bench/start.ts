// `npm run bench:start`: how long a start on existing data takes until GET /api/health answers
// 200, and the server's RSS then, through tsx and built (`npm run build`), in one run. The two
// take turns so both see the same machine; each figure is the median of its starts.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/platform/embedded-postgres.ts';
import { serverBuildStale } from '../scripts/start.mjs';
import { serverCommand } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
type Mode = 'tsx' | 'built';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** One start: spawned to the first 200 of /api/health, its RSS then, and a clean stop. */
async function start(mode: Mode, dataDir: string) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, serverCommand(mode), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`the ${mode} server exited with ${child.exitCode}`);
      if (performance.now() - began > 120_000) throw new Error(`the ${mode} server did not answer`);
      await sleep(10);
    }
    return { ms: performance.now() - began, rss: rssMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function main() {
  if (serverBuildStale()) {
    const built = spawnSync(process.execPath, ['apps/api/build/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server did not build');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-bench-start-'));
  try {
    // The first start initialises, migrates and seeds: not what is measured.
    await start('built', dataDir);
    const runs: Record<Mode, { ms: number; rss: number }[]> = { tsx: [], built: [] };
    for (let i = 0; i < STARTS; i++) {
      for (const mode of ['tsx', 'built'] as const) runs[mode].push(await start(mode, dataDir));
    }
    console.log(`\n${STARTS} starts each on existing data, taking turns (${cpus().length} cores)\n`);
    console.log(
      '| server | median ms to /api/health 200 | fastest | slowest | RSS after start, MB (median) |',
    );
    console.log('|---|---|---|---|---|');
    for (const mode of ['tsx', 'built'] as const) {
      const ms = runs[mode].map((r) => r.ms);
      console.log(
        `| ${mode === 'tsx' ? 'TypeScript through tsx' : 'built JavaScript (npm run build)'} | ${Math.round(median(ms))} | ${Math.round(Math.min(...ms))} | ${Math.round(Math.max(...ms))} | ${Math.round(median(runs[mode].map((r) => r.rss)))} |`,
      );
    }
    const ratio = median(runs.built.map((r) => r.ms)) / median(runs.tsx.map((r) => r.ms));
    console.log(`\nBuilt start time relative to tsx: ${ratio.toFixed(2)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
