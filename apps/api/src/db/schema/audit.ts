import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (modules/audit): who did what to which object, written in the transaction of the
 * change and kept 13 months. No foreign keys: an entry tells of the past and outlives the user,
 * the contact or the order it names; the actor's name is kept as it was then.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Whose log it is in; null for a failed sign-in under a username no company has. */
    companyId: integer('company_id'),
    customerId: integer('customer_id'),
    apiKeyId: integer('api_key_id'),
    actorName: text('actor_name').notNull(),
    address: text('address'),
    /** One of the domain's AUDIT_ACTIONS. */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    objectLabel: text('object_label').notNull().default(''),
    /** `{ field: { from, to } }`, bounded and without secrets (modules/audit/changes.ts). */
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [
    // The list: a company's entries newest first, with each filter's own way in.
    index('audit_entries_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('audit_entries_company_customer_idx').on(t.companyId, t.customerId, t.at.desc()),
    index('audit_entries_company_action_idx').on(t.companyId, t.action, t.at.desc()),
    index('audit_entries_company_object_idx').on(t.companyId, t.objectType, t.at.desc()),
    index('audit_entries_company_key_idx')
      .on(t.companyId, t.apiKeyId, t.at.desc())
      .where(sql`${t.apiKeyId} IS NOT NULL`),
    // The nightly purge, across companies.
    index('audit_entries_at_idx').on(t.at),
  ],
);
