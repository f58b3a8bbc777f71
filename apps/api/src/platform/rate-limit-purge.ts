import type { Database } from '../db/client.ts';
import type { JobDefinition, JobLog } from './jobs/jobs.ts';
import { nightlyPurgeJob } from './jobs/nightly-purge.ts';
import { deleteEndedWindows } from './rate-limit-store.ts';

export const RATE_LIMIT_PURGE_JOB = 'rate-limits.purge';

/** Counters whose window is over: they can no longer limit anything. */
export async function purgeEndedWindows(db: Database) {
  return { rateLimitCounters: await deleteEndedWindows(db) };
}

export function rateLimitPurgeJob(deps: { db: Database; log: JobLog }): JobDefinition {
  return nightlyPurgeJob(RATE_LIMIT_PURGE_JOB, deps.log, () => purgeEndedWindows(deps.db));
}
