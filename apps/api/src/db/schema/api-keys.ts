import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

/**
 * A company's API keys. The secret itself is never kept: its SHA-256 (a key is 32 random bytes,
 * so no slow hash is needed to make guessing hopeless), found by the key's public prefix.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The administrator who made it: the key acts as them, within its scopes. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `sk_live_` and 8 characters: how a key is found and shown. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
  },
  (t) => [
    index('api_keys_created_by_idx').on(t.createdBy),
    uniqueIndex('api_keys_prefix_idx').on(t.prefix),
    index('api_keys_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);
