import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

export const content = pgTable(
  'content',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_key_language_uq').on(t.key, t.language)],
);

/** An article; its texts are in `news_texts`, one row per language. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** Null: shown to every company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    articleType: text('article_type').notNull().default('news'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    datePublish: timestamp('date_publish', { withTimezone: true }).notNull().defaultNow(),
    dateRemove: timestamp('date_remove', { withTimezone: true }),
    linkTarget: text('link_target').notNull().default('_blank'),
    picName: text('pic_name').notNull().default(''),
    sortNr: integer('sort_nr').notNull().default(0),
  },
  (t) => [index('news_company_idx').on(t.companyId)],
);

/**
 * An article's texts in one language. Read marks belong to the article, so reading it in
 * English also clears it for Swedish.
 */
export const newsTexts = pgTable(
  'news_texts',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    header: text('header').notNull(),
    message: text('message').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    linkText: text('link_text').notNull().default(''),
    messageExtended: text('message_extended').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.language] })],
);

export const newsViews = pgTable(
  'news_views',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_views_customer_idx').on(t.customerId),
    primaryKey({ columns: [t.newsId, t.customerId] }),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_customer_idx').on(t.customerId), index('page_views_created_idx').on(t.createdAt)],
);

/** Mail is written here first and sent by a worker, so nothing is lost when SMTP is down. */
export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  cc: text('cc').notNull().default(''),
  bcc: text('bcc').notNull().default(''),
  replyTo: text('reply_to').notNull().default(''),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  formatType: text('format_type').notNull().default('text'),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
