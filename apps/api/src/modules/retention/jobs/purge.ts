import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { purgeExpiredData } from '../service.ts';

export const PURGE_JOB = 'retention.purge';
/**
 * Every night at 03:30 Swedish time: after the day's work, and outside 02:00–03:00, the hour that
 * is skipped or repeated when summer time starts or ends.
 */
export const PURGE_CRON = '30 3 * * *';

/** The nightly purge of expired sessions, SSO keys, old login failures, page views and mails. */
export function purgeJob(deps: { db: Database; log: JobLog }): JobDefinition {
  return {
    name: PURGE_JOB,
    cron: PURGE_CRON,
    handler: async () => {
      const deleted = await purgeExpiredData(deps.db);
      deps.log.info({ deleted }, 'expired data purged');
      return deleted;
    },
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  };
}
