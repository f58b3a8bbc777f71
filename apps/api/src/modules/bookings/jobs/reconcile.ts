import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import type { BookingReconciler } from '../reconcile.ts';

export const RECONCILE_JOB = 'bookings.reconcile';
/** Every minute: a lost booking waits at most its age and a minute for its order or its void. */
export const RECONCILE_CRON = '* * * * *';

/** The reconciler's pass (reconcile.ts), once across all API processes each minute. */
export function reconcileJob(deps: {
  reconciler: () => BookingReconciler;
  afterSeconds: number;
  log: JobLog;
}): JobDefinition {
  return {
    name: RECONCILE_JOB,
    cron: RECONCILE_CRON,
    handler: async () => {
      const settled = await deps.reconciler().reconcile(deps.afterSeconds);
      if (Object.keys(settled).length > 0) deps.log.info({ settled }, 'lost bookings reconciled');
      return settled;
    },
    // The next minute's pass is the retry.
    retryLimit: 0,
    expireInSeconds: 600,
  };
}
