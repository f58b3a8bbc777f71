import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';
import { consignments } from './shipments.ts';

// Complaints to carriers (issue 32). Bills get their own issue and migration.

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id'),
    createdBy: text('created_by').notNull().default(''),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    sentReceiverId: integer('sent_receiver_id'),
    identifier: text('identifier').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The amount claimed from the carrier, in öre; null when the complaint only reports. */
    complaintClaimOre: bigint('complaint_claim_ore', { mode: 'number' }),
    consignmentId: integer('consignment_id').references(() => consignments.id, { onDelete: 'set null' }),
    replyToMember: text('reply_to_member').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    markMemberList: boolean('mark_member_list').notNull().default(false),
    markAdminList: boolean('mark_admin_list').notNull().default(false),
    refComplaintId: integer('ref_complaint_id'),
    processed: boolean('processed').notNull().default(false),
    internalComment: text('internal_comment').notNull().default(''),
  },
  (t) => [
    index('complaints_consignment_idx').on(t.consignmentId),
    index('complaints_company_idx').on(t.companyId, t.createdDate),
    index('complaints_customer_idx').on(t.customerId, t.createdDate),
    // The reminder job's search: sent, unanswered, open.
    index('complaints_unanswered_idx')
      .on(t.sentDate)
      .where(sql`${t.sentDate} IS NOT NULL AND ${t.answeredAt} IS NULL AND NOT ${t.processed}`),
  ],
);

export const complaintFiles = pgTable(
  'complaint_files',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** The opaque `filePath` a download names: never a path. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    fileName: text('file_name').notNull(),
    storagePath: text('storage_path').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_files_complaint_idx').on(t.complaintId)],
);
