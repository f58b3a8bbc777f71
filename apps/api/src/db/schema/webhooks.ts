import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

/**
 * A company's webhook endpoint (modules/webhooks): where its chosen events are POSTed, signed with
 * its secret. The secret is kept encrypted (decision 331): the server must sign with it, so a hash
 * would not do, and a copy of the database alone does not give it away.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The WEBHOOK_EVENT_TYPES it asked for. */
    eventTypes: text('event_types').array().notNull(),
    /** `v1.<iv>.<ciphertext and tag>` (AES-256-GCM, base64url) of the `whsec_…` secret. */
    secret: text('secret').notNull(),
    /** The secret's last four characters, shown to tell secrets apart. */
    secretHint: text('secret_hint').notNull(),
    /** The secret before the last rotation, signing beside the new one until it expires. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    state: text('state').notNull().default('active'),
    /** The first failed attempt since the last delivered one: a day of it pauses the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webhook_endpoints_created_by_idx').on(t.createdBy),
    index('webhook_endpoints_company_idx').on(t.companyId),
    check('webhook_endpoints_state_check', sql`${t.state} IN ('active', 'paused')`),
  ],
);

/**
 * One event for one endpoint: the body as it is sent on every attempt (the same bytes, the same
 * event id), its state and when the next attempt is due. Kept 30 days (`webhooks.purge`); no
 * foreign key to the event, which the events module purges on its own schedule.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** `{ id, type, created, data }` as JSON text: what is signed and sent. */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The due time of the scheduled attempt; its job carries it, so a stale job knows itself. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_list_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_created_idx').on(t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} IN ('pending', 'delivered', 'failed', 'held')`),
  ],
);

/** Every attempt of a delivery: when, by whom (the schedule or a person), and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    manual: boolean('manual').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: integer('http_status'),
    /** One of WEBHOOK_ATTEMPT_FAILURES; null when delivered. */
    failure: text('failure'),
    durationMs: integer('duration_ms').notNull(),
    /** The start of the answer, at most 1 KB of it. */
    answer: text('answer').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
