import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/platform/embedded-postgres.ts';
import { SERVER_NODE_ARGS, serverBuildStale, serverEnv } from '../scripts/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How the server is run: built, as `npm start` runs it, when a current build exists (`npm run
 * build`); through tsx with BENCH_TSX=1 or without a current build, which the bench says.
 */
export function serverCommand(mode: 'built' | 'tsx' = process.env.BENCH_TSX ? 'tsx' : 'built') {
  const stale = mode === 'built' ? serverBuildStale() : undefined;
  if (stale) console.log(`Benchmarking the server through tsx: ${stale} (npm run build).`);
  return mode === 'built' && !stale ? SERVER_NODE_ARGS : ['--import', 'tsx', 'apps/api/src/server.ts'];
}

/** The real server in its own process, so the load generator does not share its event loop. */
export async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ...serverCommand(),
    ],
    {
      cwd: root,
      env: {
        ...serverEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'none'),
        // The load comes from one address; the per-address limit on public routes would answer 429.
        RATE_LIMIT_PUBLIC_MAX: process.env.RATE_LIMIT_PUBLIC_MAX ?? '100000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // A bench stopped by a signal stops its server too (which stops its PostgreSQL): the child is
  // not in the signal's way, and would serve on, alone, until killed by hand.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok)
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            process.off('exit', stopOnExit);
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
        cores: cpus().length,
        pid: child.pid ?? null,
      };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
