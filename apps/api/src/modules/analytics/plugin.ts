import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { analyticsPurgeJob } from './jobs/purge.ts';

/** The page views' nightly purge (analytics.purge), once across all API processes. */
export const analyticsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(analyticsPurgeJob({ db: app.db, log: app.log.child({ component: 'analytics' }) }));
  },
  { name: 'analytics', dependencies: ['database', 'jobs'] },
);
