import type { Database } from '../../../db/client.ts';
import type { JobContext, JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { outboxRepository } from '../outbox-repository.ts';
import { describeFailure } from '../smtp-failure.ts';
import type { MailTransport } from '../transport.ts';

export const DELIVER_MAIL_JOB = 'mail.deliver';

export interface DeliverMailData {
  outboxId: string;
}

/**
 * How long one attempt may hold its claim on a row. The SMTP timeouts (transport.ts) end an
 * attempt well before; a claim still held after this belongs to a process that died mid-send, and
 * the job's retry may take the row again.
 */
export const DELIVERY_LEASE_SECONDS = 180;

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

export interface DeliverDeps {
  db: Database;
  transport: MailTransport;
  log: JobLog;
}

/**
 * One delivery attempt of one outbox row; the handler of the mail.deliver job. The row is claimed
 * first, so of two workers holding a job for the same row only one sends. A permanent refusal ends
 * the row as failed. A temporary one puts it back in the queue and throws, so the job is retried
 * with backoff; on the job's last attempt the row ends as failed and the job in its dead-letter
 * queue.
 */
export async function deliverMail(
  deps: DeliverDeps,
  data: DeliverMailData,
  context: Pick<JobContext, 'lastAttempt'>,
): Promise<DeliveryOutcome> {
  const outbox = outboxRepository(deps.db);
  const mail = await outbox.claim(data.outboxId, DELIVERY_LEASE_SECONDS);
  if (!mail) return 'skipped';
  try {
    const delivered = await deps.transport.send(mail);
    const note =
      delivered.rejected.length > 0 ? `Refused recipients: ${delivered.rejected.join(', ')}` : null;
    await outbox.markSent(mail.id, delivered.via, note);
    return 'sent';
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.permanent) {
      await outbox.markFailed(mail.id, failure.reason);
      deps.log.warn({ outboxId: mail.id, reason: failure.reason }, 'mail refused for good');
      return 'failed';
    }
    if (context.lastAttempt) await outbox.markFailed(mail.id, failure.reason);
    else await outbox.release(mail.id, failure.reason);
    // The job fails: retried with backoff, or after its last attempt moved to the dead-letter queue.
    throw new Error(`mail ${mail.id} not delivered: ${failure.reason}`);
  }
}

/** The mail.deliver job: five retries, the first after about 30 s, doubling to about 16 min. */
export function deliverMailJob(deps: DeliverDeps): JobDefinition<DeliverMailData> {
  return {
    name: DELIVER_MAIL_JOB,
    handler: (data, context) => deliverMail(deps, data, context),
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: DELIVERY_LEASE_SECONDS,
    // A job that expired on its last attempt (its process died) leaves the row claimed.
    onDeadLetter: (data) => outboxRepository(deps.db).markFailed(data.outboxId, 'Delivery gave up'),
  };
}
