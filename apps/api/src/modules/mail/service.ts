import { randomUUID } from 'node:crypto';
import type { Language } from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { DELIVER_MAIL_JOB, type DeliverMailData } from './jobs/deliver.ts';
import { outboxRepository } from './outbox-repository.ts';
import { type MailContent, renderMail } from './render.ts';

export type { MailAttachment };

export interface OutgoingMail {
  /** What causes it, shown on MailTest and counted by quotas: email, carrierMessage, test … */
  kind: string;
  /** The recipient's language: the mail's frame and the product's own texts in it. */
  language: Language;
  to: string[];
  cc?: string[];
  bcc?: string[];
  /** Where replies go; the sender is always the product (SMTP_FROM). */
  replyTo?: string | null;
  content: MailContent;
  /** Files from the file store, read when the mail goes: the caller keeps them until then. */
  attachments?: MailAttachment[];
  /** Who it is sent for: MailTest shows a company its own mails. Null for the product's own. */
  companyId: number | null;
  customerId: number | null;
}

/** What modules see of the mail outbox (`app.mail`). */
export interface Mail {
  /**
   * Writes the mail to the outbox in the caller's transaction and queues its delivery in the same
   * transaction: it is sent once the transaction commits, and never if it rolls back. Returns the
   * outbox id.
   */
  queue(tx: Executor, mail: OutgoingMail): Promise<string>;
  /**
   * How many mails of these kinds the customer caused in the last `minutes`, for a quota. Call it
   * in the transaction that queues the next one: it holds a per-customer lock until that ends.
   */
  countRecent(tx: Executor, customerId: number, kinds: readonly string[], minutes: number): Promise<number>;
}

/** The domain of the sender address, for Message-IDs the receiving side can trust. */
function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'skeppa.invalid';
}

export function createMailService(deps: { jobs: Jobs; from: string }): Mail {
  const domain = senderDomain(deps.from);
  return {
    async queue(tx, mail) {
      if (mail.to.length === 0) throw new Error(`a ${mail.kind} mail needs a recipient`);
      const id = randomUUID();
      const rendered = renderMail(mail.language, mail.content);
      await outboxRepository(tx).insert({
        id,
        kind: mail.kind,
        companyId: mail.companyId,
        customerId: mail.customerId,
        language: mail.language,
        toAddresses: mail.to,
        ccAddresses: mail.cc ?? [],
        bccAddresses: mail.bcc ?? [],
        replyTo: mail.replyTo ?? null,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        messageId: `<${id}@${domain}>`,
        attachments: mail.attachments ?? [],
      });
      await deps.jobs.send<DeliverMailData>(DELIVER_MAIL_JOB, { outboxId: id }, { tx });
      return id;
    },

    countRecent(tx, customerId, kinds, minutes) {
      return outboxRepository(tx).countRecent(customerId, [...kinds], minutes);
    },
  };
}
