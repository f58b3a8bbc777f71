import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { sandboxStore } from '../sandbox/store.ts';

export const PURGE_SANDBOX_JOB = 'carriers.purge-sandbox';
/** 03:40 Swedish time, among the other nightly purges. */
export const PURGE_SANDBOX_CRON = '40 3 * * *';
/** As long as the booking journal keeps a closed attempt: the two tell one story. */
export const CANCELLED_SANDBOX_BOOKING_DAYS = 30;

export function purgeSandboxJob(deps: { db: Database; log: JobLog; now: () => Date }): JobDefinition {
  return {
    name: PURGE_SANDBOX_JOB,
    cron: PURGE_SANDBOX_CRON,
    handler: async () => {
      const deleted = await sandboxStore(deps.db).purgeCancelled(deps.now(), CANCELLED_SANDBOX_BOOKING_DAYS);
      deps.log.info({ deleted }, 'cancelled sandbox bookings purged');
      return { deleted };
    },
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  };
}
