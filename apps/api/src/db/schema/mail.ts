import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

/**
 * A file a mail carries, by its key in the file store: the owner of the file (a complaint, a claim)
 * keeps it, and the delivery reads it when the mail goes, so the outbox holds no copy.
 */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  storageKey: string;
}

/**
 * The mail outbox: one row per mail, written in the same transaction as the change that causes it
 * and delivered by a job. The row is the whole message as it will be sent (rendered subject, plain
 * text and HTML) and its delivery state.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What caused it: email, carrierMessage, newsletter, test; later pre-notices and reminders. */
    kind: text('kind').notNull(),
    /** The company and customer the mail was sent for; MailTest shows a company its own. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
    bccAddresses: text('bcc_addresses').array().notNull().default(sql`'{}'::text[]`),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The Message-ID header, the same on every attempt, so a receiver can tell a repeat. */
    messageId: text('message_id').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** While `sending`: until when the worker that claimed the row may still be at it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** smtp or mailbox (the database mailbox used when no SMTP server is configured). */
    deliveredVia: text('delivered_via'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_company_idx').on(t.companyId, t.createdAt),
    index('mail_outbox_customer_idx').on(t.customerId, t.createdAt),
    check('mail_outbox_state_check', sql`${t.state} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * The product's own mailbox: with no SMTP server configured, a mail is "sent" here as the exact
 * message an SMTP server would have received, so nothing is silently dropped.
 */
export const mailboxMessages = pgTable('mailbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  outboxId: uuid('outbox_id')
    .notNull()
    .unique()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  envelopeFrom: text('envelope_from').notNull(),
  envelopeTo: text('envelope_to').array().notNull(),
  raw: text('raw').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
