import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authPurgeJob } from './jobs/purge.ts';

/** The sign-in data's nightly purge (auth.purge), once across all API processes. */
export const authJobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(authPurgeJob({ db: app.db, log: app.log.child({ component: 'auth' }) }));
  },
  { name: 'auth-jobs', dependencies: ['database', 'jobs'] },
);
