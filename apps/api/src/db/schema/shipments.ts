import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './companies.ts';

// First cut (foundation issue): the booking issue extends these through new migrations.

export const consignments = pgTable('consignments', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
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
});

export const goodsItems = pgTable('goods_items', {
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
  goodsType: text('goods_type').notNull().default('Standard'),
  tag: text('tag').notNull().default('parcel'),
  isStackable: boolean('is_stackable').notNull().default(true),
  isReadOnly: boolean('is_read_only').notNull().default(false),
  sortNr: integer('sort_nr').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
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
  (t) => [index('orders_customer_idx').on(t.customerId, t.datePlaced)],
);
