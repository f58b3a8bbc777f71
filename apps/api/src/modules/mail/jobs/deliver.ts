import type { Database } from '../../../db/client.ts';
import type { MailAttachment } from '../../../db/schema/mail.ts';
import type { FileStore } from '../../../platform/files/file-store.ts';
import type { JobContext, JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { outboxRepository } from '../outbox-repository.ts';
import { describeFailure } from '../smtp-failure.ts';
import type { LoadedAttachment, MailTransport } from '../transport.ts';

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
  files: FileStore;
  log: JobLog;
}

/**
 * The mail's files as the store holds them now. A file its owner has deleted since (a complaint
 * deleted before its mail went) is left out and named in the row's note; a store that cannot be
 * reached throws, and the attempt is retried like an SMTP server that cannot be reached.
 */
async function loadAttachments(files: FileStore, refs: MailAttachment[]) {
  const loaded: LoadedAttachment[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const content = await files.get(ref.storageKey);
    if (content) loaded.push({ fileName: ref.fileName, contentType: ref.contentType, content });
    else missing.push(ref.fileName);
  }
  return { loaded, missing };
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
    const attachments = await loadAttachments(deps.files, mail.attachments);
    const delivered = await deps.transport.send(mail, attachments.loaded);
    const notes = [
      delivered.rejected.length > 0 ? `Refused recipients: ${delivered.rejected.join(', ')}` : '',
      attachments.missing.length > 0 ? `Attachments no longer stored: ${attachments.missing.join(', ')}` : '',
    ].filter(Boolean);
    await outbox.markSent(mail.id, delivered.via, notes.length > 0 ? notes.join('; ') : null);
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
