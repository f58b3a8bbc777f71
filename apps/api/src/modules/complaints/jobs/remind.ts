import type { JobDefinition } from '../../../platform/jobs/jobs.ts';

export const REMIND_COMPLAINTS_JOB = 'complaints.remind';

/**
 * Every morning, once across all API processes: reminds the carriers of sent complaints they have
 * not answered in COMPLAINT_REMINDER_DAYS. A reminder moves the complaint's last letter on, so a
 * run again the same day finds nothing to do.
 */
export function remindComplaintsJob(deps: {
  remindDue: () => Promise<{ reminded: number; failed: number }>;
  log: { info(obj: object, msg: string): void };
}): JobDefinition {
  return {
    name: REMIND_COMPLAINTS_JOB,
    cron: '0 8 * * *',
    retryLimit: 2,
    handler: async () => {
      const result = await deps.remindDue();
      if (result.reminded + result.failed > 0) deps.log.info(result, 'complaints: carriers reminded');
      return result;
    },
  };
}
