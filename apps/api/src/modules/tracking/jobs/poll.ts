import type { JobDefinition } from '../../../platform/jobs/jobs.ts';

export const POLL_TRACKING_JOB = 'tracking.poll';

/**
 * Every five minutes, once across all API processes: asks the carriers about the shipments due a
 * check (schedule.ts decides when each is due). A pass that fails is simply the next one's work.
 */
export function pollTrackingJob(deps: {
  poll: () => Promise<{ checked: number; changed: number; failed: number }>;
  log: { info(obj: object, msg: string): void };
}): JobDefinition {
  return {
    name: POLL_TRACKING_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    expireInSeconds: 600,
    handler: async () => {
      const result = await deps.poll();
      if (result.checked > 0) deps.log.info(result, 'tracking: carriers asked');
      return result;
    },
  };
}
