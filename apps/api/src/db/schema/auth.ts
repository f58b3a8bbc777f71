import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './companies.ts';

/** Opaque refresh tokens, stored as SHA-256 hashes, grouped in families for reuse detection. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    // The token it was rotated into: a reuse within the grace replaces that one (decision 225).
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_customer_idx').on(t.customerId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const ssoKeys = pgTable(
  'sso_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_keys_customer_idx').on(t.customerId)],
);

/**
 * Signatures of SSO key requests already served, kept until their timestamp is too old to be
 * accepted anyway, so a captured request cannot be sent a second time.
 */
export const ssoRequestSignatures = pgTable(
  'sso_request_signatures',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_request_signatures_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins (and attempts being checked), counted per username and address together and per
 * address, to throttle guessing.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
  ],
);
