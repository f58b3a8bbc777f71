import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeEventsJob } from './jobs/purge.ts';
import { createEvents, type Events } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: `events.publish(tx, …)` with the change, `events.subscribe(…)` while registering. */
    events: Events;
  }
}

/** Domain events, their delivery to each subscriber's own queue, and their nightly purge. */
export const eventsPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => Date }) => {
    const now = opts.now ?? (() => new Date());
    app.jobs.define(purgeEventsJob({ db: app.db, log: app.log.child({ component: 'events' }), now }));
    app.decorate('events', createEvents({ db: app.db, jobs: app.jobs }));
  },
  { name: 'events', dependencies: ['database', 'jobs'] },
);
