import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

// First cut (foundation issue): the booking issue extends these through new migrations.

export const consignments = pgTable(
  'consignments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The company scope every read and write checks (DESIGN §4), without a join to customers. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    consignmentNo: text('consignment_no'),
    templateName: text('template_name').notNull().default(''),
    senderOrderRef: text('sender_order_ref').notNull().default(''),
    insuranceDisabled: boolean('insurance_disabled').notNull().default(false),
    insuranceGoodsValueOre: bigint('insurance_goods_value_ore', { mode: 'number' }),
    /** Parts and transport product are documents the carriers read whole. */
    parts: jsonb('parts').notNull().default([]),
    transportProduct: jsonb('transport_product').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consignments_customer_idx').on(t.customerId),
    index('consignments_company_idx').on(t.companyId),
  ],
);

export const goodsItems = pgTable(
  'goods_items',
  {
    id: serial('id').primaryKey(),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    noOfPackages: integer('no_of_packages').notNull().default(1),
    weight: doublePrecision('weight').notNull().default(0),
    volume: doublePrecision('volume').notNull().default(0),
    length: doublePrecision('length').notNull().default(0),
    width: doublePrecision('width').notNull().default(0),
    height: doublePrecision('height').notNull().default(0),
    loadingMetres: doublePrecision('loading_metres').notNull().default(0),
    packageType: text('package_type').notNull().default('parcel'),
    // What the goods are, as the user describes them in step 3: no placeholder stands in for it.
    goodsType: text('goods_type').notNull().default(''),
    tag: text('tag').notNull().default('parcel'),
    isStackable: boolean('is_stackable').notNull().default(true),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    sortNr: integer('sort_nr').notNull().default(0),
  },
  (t) => [
    // A consignment's lines in their order: every read, print and save of a consignment finds its
    // own here (without it each one read every goods line of every company).
    index('goods_items_consignment_idx').on(t.consignmentId, t.sortNr, t.id),
  ],
);

/** Booked orders get a number of their own (7 digits and up), never 16 characters (SPEC §4). */
export const bookedOrderNoSequence = pgSequence('booked_order_no_seq', { startWith: 1_000_001 });

export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * The temporary number a booked order had: the web app and the carrier still know it by it (the
     * send list's link, a retried booking), found through the unique constraint's index.
     */
    temporaryOrderNo: text('temporary_order_no').unique(),
    /** The consignor's and consignee's places, kept with the order so lists need no join. */
    fromName: text('from_name').notNull().default(''),
    fromPostcode: text('from_postcode').notNull().default(''),
    fromCity: text('from_city').notNull().default(''),
    fromCountry: text('from_country').notNull().default(''),
    toName: text('to_name').notNull().default(''),
    toPostcode: text('to_postcode').notNull().default(''),
    toCity: text('to_city').notNull().default(''),
    toCountry: text('to_country').notNull().default(''),
    /** Lower-case order, consignment and reference numbers and receiver, for the list's search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(order_no || ' ' || coalesce(temporary_order_no, '') || ' ' || coalesce(consignment_no, '') || ' ' || sender_order_ref || ' ' || to_name || ' ' || to_postcode || ' ' || to_city)`,
    ),
    supplierId: integer('supplier_id'),
    priceSupplier: integer('price_supplier'),
    consignmentId: integer('consignment_id').references(() => consignments.id, { onDelete: 'set null' }),
    consignmentNo: text('consignment_no'),
    templateName: text('template_name').notNull().default(''),
    consigneeType: text('consignee_type').notNull().default('company'),
    calculatedPriceOre: bigint('calculated_price_ore', { mode: 'number' }),
    calculatedCurrency: text('calculated_currency').notNull().default('SEK'),
    senderOrderRef: text('sender_order_ref').notNull().default(''),
    dateBooked: timestamp('date_booked', { withTimezone: true }),
    printed: boolean('printed').notNull().default(false),
    datePrinted: timestamp('date_printed', { withTimezone: true }),
    datePlaced: timestamp('date_placed', { withTimezone: true }).notNull().defaultNow(),
    noPickup: boolean('no_pickup').notNull().default(false),
    insured: boolean('insured').notNull().default(false),
    goodsValueOre: bigint('goods_value_ore', { mode: 'number' }),
    insurancePriceOre: bigint('insurance_price_ore', { mode: 'number' }),
    statusCategory: text('status_category').notNull().default(''),
    statusName: text('status_name').notNull().default(''),
    statusUpdated: timestamp('status_updated', { withTimezone: true }),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.datePlaced),
    uniqueIndex('orders_consignment_idx').on(t.consignmentId),
    // The lists' default orders, each read straight off an index (page 1 reads 25 entries): the
    // booked list of a customer or of the company newest booking first (or reversed), the send
    // list newest first. Other sorts sort the scope's rows.
    index('orders_customer_booked_idx').on(t.customerId, t.dateBooked.desc().nullsLast(), t.orderNo.desc()),
    index('orders_company_booked_idx').on(t.companyId, t.dateBooked.desc().nullsLast(), t.orderNo.desc()),
    index('orders_customer_unbooked_idx')
      .on(t.customerId, t.datePlaced.desc(), t.orderNo.desc())
      .where(sql`${t.dateBooked} IS NULL`),
    // A customer's list by receiver, as its ORDER BY spells it (NULLS FIRST ascending, so that the
    // descending order reads it backwards): 100 rows of 100,000 read 100 entries instead of sorting.
    index('orders_customer_receiver_idx').on(
      t.customerId,
      sql`${t.toName} COLLATE "sv-SE-x-icu" ASC NULLS FIRST`,
      t.orderNo.asc().nullsFirst(),
    ),
    index('orders_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('orders_unbooked_placed_idx').on(t.datePlaced).where(sql`${t.dateBooked} IS NULL`),
  ],
);

/**
 * The carrier's number of each package of a booked consignment (one row per physical package,
 * goodsLine the index of its goods item), in the order the documents print them.
 */
export const consignmentPackages = pgTable(
  'consignment_packages',
  {
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    goodsLine: smallint('goods_line').notNull(),
    number: text('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.consignmentId, t.sequence] })],
);

/**
 * The answer of a book call by its Idempotency-Key, written in the booking's transaction and
 * replayed for the same key; a different body under the same key is refused. Kept 24 hours.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    // json, not jsonb: only ever replayed whole, so PostgreSQL keeps the text as written rather
    // than parse it into jsonb's binary form on every booking (4 % of its time in the bench).
    response: json('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('booking_requests_created_idx').on(t.createdAt),
  ],
);
