import type { JobDefinition } from '../../../platform/jobs/jobs.ts';
import type { WebhookDeliverer } from '../deliver.ts';
import { DELIVER_WEBHOOK_JOB, type DeliverWebhookData } from '../schedule.ts';

/**
 * One scheduled attempt of a delivery. The receiver's failures are the attempt's outcome and
 * schedule the next one themselves; the job fails (and pg-boss retries it) only when the database
 * did, which may send the event once more: receivers tell repeats by the event id.
 */
export function deliverWebhookJob(deliverer: WebhookDeliverer): JobDefinition<DeliverWebhookData> {
  return {
    name: DELIVER_WEBHOOK_JOB,
    handler: (data) => deliverer.attempt(data),
    retryLimit: 5,
    retryDelaySeconds: 30,
    // An attempt takes 10 s at most; a run this long belongs to a process that died.
    expireInSeconds: 120,
  };
}
