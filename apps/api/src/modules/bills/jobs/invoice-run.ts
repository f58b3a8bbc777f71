import type { JobDefinition } from '../../../platform/jobs/jobs.ts';
import type { InvoiceRunResult } from '../invoice-run.ts';

export const INVOICE_RUN_JOB = 'bills.invoice_run';

/**
 * The 1st of each month at 02:00 Swedish time, once across all API processes (pg-boss hands a cron
 * slot to one worker): last month's lines become bills. A retry or a second run bills nothing twice.
 */
export function invoiceRunJob(deps: {
  run: () => Promise<InvoiceRunResult>;
  log: { info(obj: object, msg: string): void };
}): JobDefinition {
  return {
    name: INVOICE_RUN_JOB,
    cron: '0 2 1 * *',
    retryLimit: 3,
    handler: async () => {
      const result = await deps.run();
      deps.log.info(result, 'bills: invoice run');
      return result;
    },
  };
}
