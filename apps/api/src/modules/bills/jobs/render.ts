import type { JobDefinition } from '../../../platform/jobs/jobs.ts';

export const RENDER_BILL_JOB = 'bills.render';

export interface RenderBillData {
  billId: number;
}

/** A new bill's PDF, written once into the file store: until then its link answers "not found yet". */
export function renderBillJob(render: (billId: number) => Promise<void>): JobDefinition<RenderBillData> {
  return {
    name: RENDER_BILL_JOB,
    retryLimit: 5,
    handler: (data) => render(data.billId),
  };
}
