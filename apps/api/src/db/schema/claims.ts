import type { AftercareDeadlineKind, BankAccountType, ClaimKind, ClaimStatus } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';
import { consignments } from './shipments.ts';

// Insurance claims and the aftercare deadline notices (issue 32): owned by modules/claims.

/** Claim numbers (`SK-2026-000123`): one series across the years, the year being the submission's. */
export const insuranceClaimNoSequence = pgSequence('insurance_claim_no_seq', { startWith: 1 });

export const insuranceClaims = pgTable(
  'insurance_claims',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who filed it: the copy of the submitted claim and the deadline mails go to them. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    /** Given when submitted; null for a draft. */
    claimNo: text('claim_no').unique(),
    kind: text('kind').$type<ClaimKind>().notNull(),
    description: text('description').notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    /** The account the insurer pays to: digits only, no clearing number for a giro. */
    bankAccountType: text('bank_account_type').$type<BankAccountType>().notNull(),
    bankClearing: text('bank_clearing').notNull().default(''),
    bankNumber: text('bank_number').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('draft'),
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When an administrator last recorded the insurer's decision. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('insurance_claims_customer_idx').on(t.customerId),
    index('insurance_claims_consignment_idx').on(t.consignmentId, t.createdAt.desc()),
    index('insurance_claims_company_idx').on(t.companyId),
    // The deadline job's question: the drafts still open.
    index('insurance_claims_draft_idx').on(t.consignmentId).where(sql`${t.status} = 'draft'`),
    check('insurance_claims_kind_check', sql`${t.kind} IN ('damage', 'loss', 'delay')`),
    check(
      'insurance_claims_status_check',
      sql`${t.status} IN ('draft', 'submitted', 'inReview', 'approved', 'partlyApproved', 'rejected', 'paid')`,
    ),
    check(
      'insurance_claims_bank_account_type_check',
      sql`${t.bankAccountType} IN ('bankgiro', 'plusgiro', 'bank')`,
    ),
    check('insurance_claims_amount_check', sql`${t.amountOre} > 0`),
    // A submitted claim always has its number, a draft never.
    check('insurance_claims_claim_no_check', sql`(${t.status} = 'draft') = (${t.claimNo} IS NULL)`),
  ],
);

/**
 * A claim's attachments. `publicId` is the opaque id the download call takes (`filePath`): never a
 * path, and never guessable from another claim's.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => insuranceClaims.id, { onDelete: 'cascade' }),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_files_claim_idx').on(t.claimId, t.id)],
);

/**
 * The mail that a notice deadline is near went to this user for this shipment and kind: once, for
 * whichever open case (a draft claim, a complaint not yet sent) brought it up.
 */
export const aftercareDeadlineNotices = pgTable(
  'aftercare_deadline_notices',
  {
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AftercareDeadlineKind>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aftercare_deadline_notices_customer_idx').on(t.customerId),
    primaryKey({ columns: [t.consignmentId, t.customerId, t.kind] }),
    check('aftercare_deadline_notices_kind_check', sql`${t.kind} IN ('hiddenDamage', 'delay', 'timeBar')`),
  ],
);
