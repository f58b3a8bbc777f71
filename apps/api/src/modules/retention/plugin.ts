import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeJob } from './jobs/purge.ts';

/** Expired data goes in a nightly job (retention.purge), once across all API processes. */
export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(purgeJob({ db: app.db, log: app.log.child({ component: 'retention' }) }));
  },
  { name: 'retention', dependencies: ['database', 'jobs'] },
);
