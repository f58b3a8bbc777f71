import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events (modules/events): what happened, written in the transaction of the change, kept
 * 30 days. No foreign key to the company: an event tells of the past and outlives what it names.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** order.booked, contact.changed …: one of the domain's DOMAIN_EVENT_TYPES. */
    type: text('type').notNull(),
    companyId: integer('company_id').notNull(),
    /** What it is about: an order number, a consignment, contact or customer id. */
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_created_idx').on(t.createdAt), index('events_subject_idx').on(t.type, t.subjectId)],
);

/**
 * One row per event a subscriber has handled, written in the transaction of its handling: a
 * delivery that comes again (a retry, a job run twice) finds it and does nothing.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);
