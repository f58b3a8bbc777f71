import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BookedShipment, findBookedShipment } from './booked-shipment.ts';
import { bookingClock } from './clock.ts';
import { purgeUnbookedJob } from './jobs/purge.ts';
import { RECONCILE_JOB, reconcileJob } from './jobs/reconcile.ts';
import { journalRepository } from './journal-repository.ts';
import { preNoticeSubscriber } from './pre-notice.ts';
import { type BookingReconciler, bookingReconciler } from './reconcile.ts';
import { bookingServices } from './services.ts';
import { trackedStatusSubscriber } from './tracked-status.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: {
      /** A consignment of the company with its booking, for aftercare; undefined for another's. */
      bookedShipment(consignmentId: number, companyId: number): Promise<BookedShipment | undefined>;
    };
  }
}

export interface BookingsPluginOptions {
  now?: () => Date;
  /** An attempt open this long is taken as lost (BOOKING_RECONCILE_AFTER_SECONDS). */
  reconcileAfterSeconds: number;
}

/**
 * The nightly purge of unbooked shipments (bookings.purge) and the reconciler of lost bookings
 * (bookings.reconcile, every minute and once at start, so a restarted server settles at once),
 * each once across all API processes.
 */
export const bookingsPlugin = fp(
  async (app: FastifyInstance, opts: BookingsPluginOptions) => {
    const log = app.log.child({ component: 'bookings' });
    const now = opts.now ?? (() => new Date());
    app.decorate('bookings', {
      bookedShipment: (consignmentId: number, companyId: number) =>
        findBookedShipment(app.db, consignmentId, companyId),
    });
    app.jobs.define(purgeUnbookedJob({ db: app.db, log, now }));
    app.events.subscribe(preNoticeSubscriber(app.mail));
    app.events.subscribe(trackedStatusSubscriber());
    // Built at its first run: booking again needs the carriers, customers and tariffs, whose
    // plugins register after this one.
    let reconciler: BookingReconciler | undefined;
    const built = () => {
      reconciler ??= bookingReconciler({
        db: app.db,
        journal: journalRepository(app.db),
        carriers: app.carriers,
        booking: bookingServices(app, bookingClock({ now })).booking,
        log,
      });
      return reconciler;
    };
    app.jobs.define(reconcileJob({ reconciler: built, afterSeconds: opts.reconcileAfterSeconds, log }));
    app.addHook('onReady', async () => {
      await app.jobs.send(RECONCILE_JOB, {});
    });
  },
  { name: 'bookings', dependencies: ['database', 'jobs', 'events', 'audit', 'mail'] },
);
