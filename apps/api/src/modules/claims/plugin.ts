import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deadlineNotifier, type OpenCaseSource } from './deadline-notices.ts';
import { type DeadlineService, deadlineService } from './deadlines.ts';
import { deadlineNoticesJob } from './jobs/deadline-notices.ts';
import { claimRepository } from './repository.ts';
import { type ClaimService, claimService } from './service.ts';
import { claimSubmitter } from './submit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    claims: {
      service: ClaimService;
      submit: ReturnType<typeof claimSubmitter>;
      deadlines: DeadlineService;
      /** One run of the deadline notices (the daily job's work); tests set the clock and call it. */
      notifyDeadlines(): Promise<{ cases: number; mailed: number }>;
    };
  }
}

export interface ClaimsPluginOptions {
  now?: () => Date;
  /** Where submitted claims go (INSURANCE_CLAIMS_EMAIL) and the customer's hourly mail quota. */
  config: { insurerEmail: string; maxPerCustomerPerHour: number };
  /**
   * The open complaint cases (complaints not yet sent to the carrier), whose deadlines are mailed
   * as a draft claim's are. The complaints module supplies it when it joins; none until then.
   */
  openComplaints?: OpenCaseSource;
}

/**
 * Insurance claims and the receiver's notice deadlines (issue 32.4–5): the claims service, the
 * deadlines of a booked shipment, and the daily mail that a deadline of an open case is near
 * (claims.deadline_notices).
 */
export const claimsPlugin = fp(
  async (app: FastifyInstance, opts: ClaimsPluginOptions) => {
    const now = opts.now ?? (() => new Date());
    const log = app.log.child({ component: 'claims' });
    const repo = claimRepository(app.db);
    const deadlines = deadlineService({
      bookings: app.bookings,
      tracking: app.tracking,
      tariffs: app.tariffs,
      now,
    });
    const service = claimService({
      repo,
      bookings: app.bookings,
      files: app.files,
      audit: app.audit,
      nameOf: async (customerId) => {
        const contact = await app.customers.mailContact(customerId);
        return contact ? contact.name || contact.email : '';
      },
      now,
      log,
    });
    const submit = claimSubmitter({
      repo,
      claims: service,
      customers: app.customers,
      mail: app.mail,
      audit: app.audit,
      tariffs: app.tariffs,
      deadlines,
      config: opts.config,
      now,
      log,
    });
    const notifyDeadlines = deadlineNotifier({
      db: app.db,
      // Wired by the lead when the complaints module joins (its open complaints' cases).
      openComplaints: opts.openComplaints ?? (async () => []),
      deadlines,
      customers: app.customers,
      mail: app.mail,
    });
    app.decorate('claims', { service, submit, deadlines, notifyDeadlines });
    app.jobs.define(deadlineNoticesJob({ notify: notifyDeadlines, log }));
  },
  {
    name: 'claims',
    dependencies: [
      'database',
      'jobs',
      'files',
      'mail',
      'audit',
      'customers',
      'bookings',
      'tracking',
      'tariffs',
    ],
  },
);
