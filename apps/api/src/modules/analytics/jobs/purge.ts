import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { nightlyPurgeJob } from '../../../platform/jobs/nightly-purge.ts';
import { analyticsRepository } from '../repository.ts';

export const ANALYTICS_PURGE_JOB = 'analytics.purge';
/** A year's comparison, and no longer: page views name the customer. */
export const PAGE_VIEW_MONTHS = 13;

export async function purgeOldPageViews(db: Database, months = PAGE_VIEW_MONTHS) {
  return { pageViews: await analyticsRepository(db).deleteViewsOlderThan(months) };
}

export function analyticsPurgeJob(deps: { db: Database; log: JobLog }): JobDefinition {
  return nightlyPurgeJob(ANALYTICS_PURGE_JOB, deps.log, () => purgeOldPageViews(deps.db));
}
