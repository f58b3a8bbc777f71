import { MAX_EMAIL_RECIPIENTS } from '@skeppa/domain';
import { createTransport } from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import type { SmtpConfig } from '../../platform/config.ts';
import { type OutboxRow, outboxRepository } from './outbox-repository.ts';

export interface Delivered {
  via: 'smtp' | 'mailbox';
  /** Recipients the server refused while it took the message for the others. */
  rejected: string[];
}

/** Hands one outbox row over: to an SMTP server, or to the product's own mailbox. */
/** An attachment read from the file store for one delivery. */
export interface LoadedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  readonly via: 'smtp' | 'mailbox';
  send(mail: OutboxRow, attachments?: LoadedAttachment[]): Promise<Delivered>;
}

/** The message as nodemailer builds it: multipart (text and HTML), the product as sender. */
function message(mail: OutboxRow, from: string, attachments: LoadedAttachment[] = []) {
  return {
    from,
    to: mail.toAddresses,
    cc: mail.ccAddresses,
    bcc: mail.bccAddresses,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: mail.messageId,
    headers: { 'Content-Language': mail.language },
    attachments: attachments.map((a) => ({
      filename: a.fileName,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

const addressText = (a: unknown) =>
  typeof a === 'string' ? a : String((a as { address?: string })?.address);

/**
 * SMTP_HOST set: nodemailer over SMTP (implicit TLS on port 465, STARTTLS when the server offers
 * it). Unset: the message nodemailer would have sent is stored in the database mailbox.
 */
export function createMailTransport(smtp: SmtpConfig, db: Executor): MailTransport {
  if (!smtp.host) {
    const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    return {
      via: 'mailbox',
      async send(mail, attachments) {
        const info = await composer.sendMail(message(mail, smtp.from, attachments));
        const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
        await outboxRepository(db).storeInMailbox(
          mail.id,
          info.envelope.from || smtp.from,
          info.envelope.to,
          raw,
        );
        return { via: 'mailbox', rejected: [] };
      },
    };
  }
  const transporter = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    // A hanging server must not hold a delivery job past its lease (see the deliver job).
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    maxRecipients: 3 * MAX_EMAIL_RECIPIENTS,
  });
  return {
    via: 'smtp',
    async send(mail, attachments) {
      const info = await transporter.sendMail(message(mail, smtp.from, attachments));
      return { via: 'smtp', rejected: (info.rejected ?? []).map(addressText) };
    },
  };
}
