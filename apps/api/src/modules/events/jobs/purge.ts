import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { eventRepository } from '../repository.ts';

export const PURGE_EVENTS_JOB = 'events.purge';
/** 03:45 Swedish time, after the other nightly purges. */
export const PURGE_EVENTS_CRON = '45 3 * * *';
/** How long an event is kept: long enough to replay a month's deliveries to a new subscriber. */
export const EVENT_RETENTION_DAYS = 30;

export function purgeEvents(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return eventRepository(db).deleteBefore(cutoff);
}

export function purgeEventsJob(deps: { db: Database; log: JobLog; now: () => Date }): JobDefinition {
  return {
    name: PURGE_EVENTS_JOB,
    cron: PURGE_EVENTS_CRON,
    handler: async () => {
      const deleted = await purgeEvents(deps.db, deps.now());
      deps.log.info({ deleted }, 'events past their 30 days purged');
      return { deleted };
    },
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  };
}
