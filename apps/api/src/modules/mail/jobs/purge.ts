import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { nightlyPurgeJob } from '../../../platform/jobs/nightly-purge.ts';
import { outboxRepository } from '../outbox-repository.ts';

export const MAIL_PURGE_JOB = 'mail.purge';
/** Long enough to answer "did it go out?"; sent and failed mails hold addresses and messages. */
export const MAIL_DAYS = 90;

export async function purgeFinishedMails(db: Database, days = MAIL_DAYS) {
  return { mails: await outboxRepository(db).deleteFinishedOlderThan(days) };
}

export function mailPurgeJob(deps: { db: Database; log: JobLog }): JobDefinition {
  return nightlyPurgeJob(MAIL_PURGE_JOB, deps.log, () => purgeFinishedMails(deps.db));
}
