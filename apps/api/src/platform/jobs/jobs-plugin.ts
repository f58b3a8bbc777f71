import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobsConfig } from '../config.ts';
import { createJobRunner, type Jobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: modules define their jobs while registering and send runs of them. */
    jobs: Jobs;
  }
}

/**
 * The job queue (pg-boss in the product's PostgreSQL). Modules define their jobs while the app is
 * built; the queue starts when the app is ready, so every job, cron and dead-letter queue exists
 * before the first request, and stops before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { config: JobsConfig }) => {
    const runner = createJobRunner({
      db: app.db,
      log: app.log.child({ component: 'jobs' }),
      enabled: opts.config.enabled,
      pollingIntervalSeconds: opts.config.pollingIntervalSeconds,
    });
    app.decorate('jobs', { define: runner.define, send: runner.send });
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
