import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';

export const DEADLINE_NOTICES_JOB = 'claims.deadline_notices';

/**
 * Every morning at 07:00 Swedish time, once across all API processes: mails the users whose open
 * cases have a notice deadline two days off or fewer (deadline-notices.ts). A failed run is tried
 * again; a run again mails no one twice.
 */
export function deadlineNoticesJob(deps: {
  notify: () => Promise<{ cases: number; mailed: number }>;
  log: JobLog;
}): JobDefinition {
  return {
    name: DEADLINE_NOTICES_JOB,
    cron: '0 7 * * *',
    retryLimit: 2,
    handler: async () => {
      const result = await deps.notify();
      if (result.mailed > 0) deps.log.info(result, 'claims: deadline notices mailed');
      return result;
    },
  };
}
