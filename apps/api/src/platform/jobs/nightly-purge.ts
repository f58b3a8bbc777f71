import type { JobDefinition, JobLog } from './jobs.ts';

/**
 * Every night at 03:30 Swedish time: after the day's work, and outside 02:00–03:00, the hour that
 * is skipped or repeated when summer time starts or ends.
 */
export const NIGHTLY_PURGE_CRON = '30 3 * * *';

/**
 * A module's nightly purge of its own expired rows. The purge is one statement per table: two
 * processes running it at once delete each row once.
 */
export function nightlyPurgeJob(name: string, log: JobLog, purge: () => Promise<object>): JobDefinition {
  return {
    name,
    cron: NIGHTLY_PURGE_CRON,
    handler: async () => {
      const deleted = await purge();
      log.info({ deleted }, 'expired data purged');
      return deleted;
    },
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  };
}
