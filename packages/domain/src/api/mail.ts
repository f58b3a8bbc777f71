import { z } from 'zod';
import { languageSchema } from '../entities/content.ts';
import { dateTimeSchema } from '../entities/dates.ts';
import { pageSizeSchema } from '../requests/common.ts';
import { emailAddressSchema } from '../rules/email-address.ts';

/** queued → sending → sent, or back to queued after a temporary failure, or failed for good. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The answer to a mail request: it is in the outbox and a job delivers it. */
export const mailQueuedSchema = z.object({ id: z.uuid(), state: z.enum(MAIL_STATES) });
export type MailQueued = z.infer<typeof mailQueuedSchema>;

/** One line of the outbox on the MailTest page. */
export const mailSummarySchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: dateTimeSchema,
  sentAt: dateTimeSchema.nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const MAIL_PAGE_SIZES = [10, 20, 50] as const;

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: pageSizeSchema(MAIL_PAGE_SIZES, 20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  items: z.array(mailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** A mail as it was (or will be) sent, with its delivery state. */
export const mailDetailSchema = mailSummarySchema.extend({
  language: languageSchema,
  from: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  messageId: z.string(),
  deliveredVia: z.enum(['smtp', 'mailbox']).nullable(),
  /** The message exactly as the product's own mailbox received it (no SMTP server configured). */
  mailboxSource: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** POST /mail/test: a test mail through the real path, to an address the administrator chooses. */
export const testMailRequestSchema = z.object({
  to: emailAddressSchema,
  language: languageSchema.default('sv'),
});
export type TestMailRequest = z.infer<typeof testMailRequestSchema>;
