import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollTrackingJob } from './jobs/poll.ts';
import { trackingNoticesSubscriber } from './notices.ts';
import { trackingPoller } from './poll.ts';
import { startTrackingSubscriber, stopTrackingSubscriber } from './start.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One polling pass now (the cron job's work); tests drive the clock and call it. */
    tracking: { pollDue(): Promise<{ checked: number; changed: number; failed: number }> };
  }
}

export interface TrackingPluginOptions {
  now?: () => Date;
  /** Where the product is reached from outside: the notices' links to the receiver's page. */
  publicUrl: string;
}

/**
 * Follows booked shipments: starts on order.booked, stops on order.cancelled, and asks the
 * carriers every five minutes about those due (tracking.poll); mails the parties the notices of
 * their shipments' status changes (tracking.notices).
 */
export const trackingPlugin = fp(
  async (app: FastifyInstance, opts: TrackingPluginOptions) => {
    const log = app.log.child({ component: 'tracking' });
    app.events.subscribe(startTrackingSubscriber());
    app.events.subscribe(stopTrackingSubscriber());
    app.events.subscribe(
      trackingNoticesSubscriber({ mail: app.mail, customers: app.customers, publicUrl: opts.publicUrl }),
    );
    const poller = trackingPoller({
      db: app.db,
      carriers: app.carriers,
      events: app.events,
      now: opts.now ?? (() => new Date()),
      log,
    });
    app.decorate('tracking', { pollDue: () => poller.pollDue() });
    app.jobs.define(pollTrackingJob({ poll: () => poller.pollDue(), log }));
  },
  { name: 'tracking', dependencies: ['database', 'jobs', 'events', 'carriers', 'mail', 'customers'] },
);
