import type { MailDetail, MailState, MailSummary } from '@skeppa/domain';
import type { OutboxRow } from './outbox-repository.ts';

export function presentMailSummary(row: OutboxRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddresses,
    subject: row.subject,
    state: row.state as MailState,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function presentMailDetail(row: OutboxRow, from: string, mailboxSource: string | null): MailDetail {
  return {
    ...presentMailSummary(row),
    language: row.language === 'en' ? 'en' : 'sv',
    from,
    cc: row.ccAddresses,
    bcc: row.bccAddresses,
    replyTo: row.replyTo,
    text: row.textBody,
    html: row.htmlBody,
    messageId: row.messageId,
    deliveredVia: row.deliveredVia === 'smtp' || row.deliveredVia === 'mailbox' ? row.deliveredVia : null,
    mailboxSource,
  };
}
