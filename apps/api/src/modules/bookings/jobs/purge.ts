import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { deleteExpiredAnswers } from '../idempotency.ts';
import { journalRepository } from '../journal-repository.ts';
import { bookingRepository } from '../repository.ts';

export const PURGE_UNBOOKED_JOB = 'bookings.purge';
/** 03:00 Swedish time (SPEC §4: unbooked shipments are deleted every night). */
export const PURGE_UNBOOKED_CRON = '0 3 * * *';

/**
 * Deletes the shipments nobody booked that were saved before the night began (before midnight
 * in Sweden of the day `now` falls on), with their consignments, the booking answers past
 * their 24 hours and the booking journal's closed attempts past their 30 days. One statement
 * each: two processes running it at once delete each row once.
 */
export async function purgeUnbooked(db: Database, now: Date) {
  const [shipments, answers, attempts] = await Promise.all([
    bookingRepository(db).purgeUnbooked(now),
    deleteExpiredAnswers(db),
    journalRepository(db).deleteClosed(now),
  ]);
  return { ...shipments, bookingAnswers: answers, bookingAttempts: attempts };
}

export function purgeUnbookedJob(deps: { db: Database; log: JobLog; now: () => Date }): JobDefinition {
  return {
    name: PURGE_UNBOOKED_JOB,
    cron: PURGE_UNBOOKED_CRON,
    handler: async () => {
      const deleted = await purgeUnbooked(deps.db, deps.now());
      deps.log.info({ deleted }, 'unbooked shipments purged');
      return deleted;
    },
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  };
}
