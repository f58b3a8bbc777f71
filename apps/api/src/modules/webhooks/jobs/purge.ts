import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { nightlyPurgeJob } from '../../../platform/jobs/nightly-purge.ts';
import { deliveryRepository } from '../delivery-repository.ts';

export const PURGE_WEBHOOKS_JOB = 'webhooks.purge';
/** How long a delivery and its attempts are kept: as long as the events they tell of. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

export async function purgeWebhookDeliveries(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return { deliveries: await deliveryRepository(db).deleteBefore(cutoff) };
}

export function purgeWebhooksJob(deps: { db: Database; log: JobLog; now: () => Date }): JobDefinition {
  return nightlyPurgeJob(PURGE_WEBHOOKS_JOB, deps.log, () => purgeWebhookDeliveries(deps.db, deps.now()));
}
