import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { nightlyPurgeJob } from '../../../platform/jobs/nightly-purge.ts';
import { authRepository } from '../repository.ts';

export const AUTH_PURGE_JOB = 'auth.purge';
/** Far past any throttling window, long enough to look into an attack. */
export const LOGIN_FAILURE_DAYS = 7;

/**
 * Refresh tokens, SSO keys and SSO request signatures once they can no longer be used, and login
 * failures after a week.
 */
export function purgeExpiredSignIns(db: Database, loginFailureDays = LOGIN_FAILURE_DAYS) {
  return authRepository(db).deleteExpired(loginFailureDays);
}

export function authPurgeJob(deps: { db: Database; log: JobLog }): JobDefinition {
  return nightlyPurgeJob(AUTH_PURGE_JOB, deps.log, () => purgeExpiredSignIns(deps.db));
}
