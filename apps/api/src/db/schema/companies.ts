import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  orgNo: text('org_no').notNull().default(''),
  address: text('address').notNull().default(''),
  address2: text('address2').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default('SE'),
  creditLimitOre: bigint('credit_limit_ore', { mode: 'number' }).notNull().default(0),
  creditBlock: boolean('credit_block').notNull().default(false),
  /** Days from a bill's date to its due date, as the pay-later decision set them. */
  creditDays: integer('credit_days').notNull().default(30),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carriers = pgTable('carriers', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
  logoName: text('logo_name').notNull(),
  active: boolean('active').notNull(),
  /** Agreement numbers used when a customer has none of their own (SPEC §9), by price list. */
  defaultAgreementNoList2: text('default_agreement_no_list2').notNull().default(''),
  defaultAgreementNoOther: text('default_agreement_no_other').notNull().default(''),
  /** Where a customer's message or newsletter sign-up to the carrier goes. */
  memberServiceEmail: text('member_service_email').notNull().default(''),
  /** Where complaints to the carrier and their reminders go. */
  complaintsEmail: text('complaints_email').notNull().default(''),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    integrationId: text('integration_id'),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    customerLevel: integer('customer_level').notNull().default(0),
    memberLevel: integer('member_level').notNull().default(1),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    filterContacts: boolean('filter_contacts').notNull().default(false),
    primaryContactId: integer('primary_contact_id'),
    archivedComplaints: boolean('archived_complaints').notNull().default(false),
    showAllBooked: boolean('show_all_booked').notNull().default(false),
    printFormat: text('print_format').notNull().default('PDF'),
    priceList: integer('price_list').notNull().default(1),
    moduleMessageRead: boolean('module_message_read').notNull().default(false),
    insuranceDisabled: boolean('insurance_disabled').notNull().default(false),
    insuranceGoodsValueOre: bigint('insurance_goods_value_ore', { mode: 'number' }),
    noPickup: boolean('no_pickup').notNull().default(false),
    consigneeType: text('consignee_type').notNull().default('company'),
    /** The language of the mails the product writes to this user (sv or en). */
    language: text('language').notNull().default('sv'),
    /** The tracking notices of the shipments this user books, each on unless turned off. */
    trackingMailReceiverPickup: boolean('tracking_mail_receiver_pickup').notNull().default(true),
    trackingMailReceiverOutForDelivery: boolean('tracking_mail_receiver_out_for_delivery')
      .notNull()
      .default(true),
    trackingMailSenderDelivered: boolean('tracking_mail_sender_delivered').notNull().default(true),
    trackingMailSenderException: boolean('tracking_mail_sender_exception').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_company_idx').on(t.companyId)],
);

export const customerCarriers = pgTable(
  'customer_carriers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    carrierCode: integer('carrier_code')
      .notNull()
      .references(() => carriers.code),
    active: boolean('active').notNull().default(true),
    priceSupplier: integer('price_supplier').notNull().default(0),
    agreementNo: text('agreement_no').notNull().default(''),
    sortNr: integer('sort_nr').notNull().default(0),
  },
  (t) => [
    index('customer_carriers_carrier_idx').on(t.carrierCode),
    primaryKey({ columns: [t.customerId, t.carrierCode] }),
  ],
);
