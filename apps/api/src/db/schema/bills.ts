import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, customers } from './companies.ts';

/** An invoice or a credit note, made by the monthly invoice run (modules/bills). */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('invoice'),
    refId: text('ref_id').notNull().default(''),
    billDate: date('bill_date').notNull(),
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    currency: text('currency').notNull().default('SEK'),
    totalCapitalOre: bigint('total_capital_ore', { mode: 'number' }).notNull().default(0),
    totalVatOre: bigint('total_vat_ore', { mode: 'number' }).notNull().default(0),
    spotfactoringInvoiceId: text('spotfactoring_invoice_id'),
    /** From the gap-free `bill_number_series`; invoices and credit notes share it. */
    invoiceNo: bigint('invoice_no', { mode: 'number' }).notNull().unique(),
    ocr: text('ocr').notNull().default(''),
    /** Paid, or settled by a credit note, so far. */
    paidOre: bigint('paid_ore', { mode: 'number' }).notNull().default(0),
    /** The credit note's invoice. */
    creditedBillId: integer('credited_bill_id'),
    /** The invoice's PDF in the file store, once rendered. */
    pdfKey: text('pdf_key'),
    language: text('language').notNull().default('sv'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bills_customer_idx').on(t.customerId),
    index('bills_company_date_idx').on(t.companyId, t.billDate),
  ],
);

/** One line to bill: a booked shipment's freight, fee, added service or insurance, or a credit of one. */
export const billOrders = pgTable(
  'bill_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('freight'),
    article: text('article').notNull().default(''),
    infoText: text('info_text').notNull().default(''),
    totalPriceOre: bigint('total_price_ore', { mode: 'number' }).notNull().default(0),
    vatOre: bigint('vat_ore', { mode: 'number' }).notNull().default(0),
    vatRate: smallint('vat_rate').notNull().default(25),
    supplierId: integer('supplier_id'),
    orderNo: text('order_no'),
    /** The line's place among its order's lines: an order's lines are written once. */
    lineNo: smallint('line_no').notNull().default(0),
    /** The line a credit line credits (once). */
    creditOf: integer('credit_of'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    billed: boolean('billed').notNull().default(false),
    dateBilled: timestamp('date_billed', { withTimezone: true }),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('bill_orders_customer_idx').on(t.customerId),
    uniqueIndex('bill_orders_order_line_idx').on(t.orderNo, t.lineNo),
    uniqueIndex('bill_orders_credit_of_idx').on(t.creditOf),
    index('bill_orders_unbilled_idx').on(t.companyId, t.dateCreated).where(sql`not ${t.billed}`),
    index('bill_orders_bill_idx').on(t.billId),
    index('bill_orders_company_created_idx').on(t.companyId, t.dateCreated),
  ],
);

/** The next invoice number, one row: taken under its row lock so a rolled-back run leaves no gap. */
export const billNumberSeries = pgTable('bill_number_series', {
  id: smallint('id').primaryKey(),
  nextNo: bigint('next_no', { mode: 'number' }).notNull(),
});

/** A credit read from a bank file (camt.053/054), once by its bank reference. */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    messageId: text('message_id').notNull(),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookingDate: date('booking_date').notNull(),
    reference: text('reference'),
    message: text('message').notNull().default(''),
    debtorName: text('debtor_name').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_payments_bill_idx').on(t.billId), index('bill_payments_company_idx').on(t.companyId)],
);

/** A company's application for invoice payment and the credit staff's decision on it. */
export const payLaterApplications = pgTable(
  'pay_later_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orgNo: text('org_no').notNull(),
    requestedLimitOre: bigint('requested_limit_ore', { mode: 'number' }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note').notNull().default(''),
  },
  (t) => [
    index('pay_later_applications_customer_idx').on(t.customerId),
    index('pay_later_applications_company_idx').on(t.companyId),
    uniqueIndex('pay_later_applications_pending_idx').on(t.companyId).where(sql`${t.status} = 'pending'`),
  ],
);
