import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeUnbookedJob } from './jobs/purge.ts';

/** The nightly purge of unbooked shipments (bookings.purge), once across all API processes. */
export const bookingsPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => Date }) => {
    app.jobs.define(
      purgeUnbookedJob({
        db: app.db,
        log: app.log.child({ component: 'bookings' }),
        now: opts.now ?? (() => new Date()),
      }),
    );
  },
  { name: 'bookings', dependencies: ['database', 'jobs'] },
);
