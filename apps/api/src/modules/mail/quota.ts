import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mail } from './service.ts';

/** The mails a customer sends by hand (POST /email, MailTest); a quota counts these. */
export const CUSTOMER_MAIL_KINDS = [
  'email',
  'carrierMessage',
  'newsletter',
  'test',
  'complaint.carrier',
  'complaint.reminder',
] as const;

/**
 * Refuses (429) a customer's next mail once they sent `perHour` in the last hour. Run it in the
 * transaction that queues the mail: the count and the new row are then one step.
 */
export async function assertMailQuota(mail: Mail, tx: Executor, customerId: number, perHour: number) {
  const sent = await mail.countRecent(tx, customerId, CUSTOMER_MAIL_KINDS, 60);
  if (sent >= perHour) throw AppError.retryLater('email.rate_limited', 3600);
}
