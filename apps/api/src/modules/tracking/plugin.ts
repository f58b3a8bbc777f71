import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pollTrackingJob } from './jobs/poll.ts';
import { receiverPageUrl } from './links.ts';
import { trackingNoticesSubscriber } from './notices.ts';
import { trackingPoller } from './poll.ts';
import { trackingRepository } from './repository.ts';
import { startTrackingSubscriber, stopTrackingSubscriber } from './start.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tracking: {
      /** One polling pass now (the cron job's work); tests drive the clock and call it. */
      pollDue(): Promise<{ checked: number; changed: number; failed: number }>;
      /** The receiver's page of a company's shipment; null when it has none (or is not tracked). */
      receiverUrl(orderNo: string, companyId: number): Promise<string | null>;
      /**
       * When a company's shipment was delivered (the day of the carrier's delivered event) or is
       * expected; null when tracking does not follow it.
       */
      delivery(
        orderNo: string,
        companyId: number,
      ): Promise<{ deliveredOn: string | null; expectedDelivery: string | null } | null>;
    };
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
    const repo = trackingRepository(app.db);
    app.decorate('tracking', {
      pollDue: () => poller.pollDue(),
      receiverUrl: async (orderNo: string, companyId: number) =>
        receiverPageUrl(opts.publicUrl, (await repo.find(orderNo, companyId))?.receiverToken ?? null),
      delivery: async (orderNo: string, companyId: number) =>
        (await repo.delivery(orderNo, companyId)) ?? null,
    });
    app.jobs.define(pollTrackingJob({ poll: () => poller.pollDue(), log }));
  },
  { name: 'tracking', dependencies: ['database', 'jobs', 'events', 'carriers', 'mail', 'customers'] },
);
