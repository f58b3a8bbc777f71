import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { remindComplaintsJob } from './jobs/remind.ts';
import { complaintReminders } from './reminders.ts';
import { complaintRepository } from './repository.ts';
import { complaintSender } from './sending.ts';
import { type ComplaintService, complaintService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    complaints: {
      service: ComplaintService;
      /** One run of the reminder job now; tests set the clock and call it. */
      remindDue(): Promise<{ reminded: number; failed: number }>;
      /** Complaints about a shipment not yet sent: the notice deadlines of their cases still run. */
      openCases(): Promise<{ companyId: number; customerId: number; consignmentId: number }[]>;
    };
  }
}

export interface ComplaintsPluginOptions {
  now?: () => Date;
  /** Days without an answer before the job reminds the carrier (COMPLAINT_REMINDER_DAYS). */
  reminderDays: number;
  maxPerCustomerPerHour: number;
}

/** Complaints to carriers (issue 32.1–2) and the daily reminder of unanswered ones (complaints.remind). */
export const complaintsPlugin = fp(
  async (app: FastifyInstance, opts: ComplaintsPluginOptions) => {
    const now = opts.now ?? (() => new Date());
    const log = app.log.child({ component: 'complaints' });
    const repo = complaintRepository(app.db);
    const sender = complaintSender({
      repo,
      mail: app.mail,
      events: app.events,
      customers: app.customers,
      bookings: app.bookings,
      maxPerCustomerPerHour: opts.maxPerCustomerPerHour,
      now,
    });
    const service = complaintService({
      repo,
      bookings: app.bookings,
      customers: app.customers,
      files: app.files,
      sender,
      audit: app.audit,
      now,
      log,
    });
    const remindDue = complaintReminders({ repo, sender, afterDays: opts.reminderDays, now, log });
    app.decorate('complaints', { service, remindDue, openCases: () => repo.openCases() });
    app.jobs.define(remindComplaintsJob({ remindDue, log }));
  },
  {
    name: 'complaints',
    dependencies: ['database', 'jobs', 'events', 'audit', 'files', 'mail', 'customers', 'bookings'],
  },
);
