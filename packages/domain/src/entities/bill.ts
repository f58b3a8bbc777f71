import { z } from 'zod';
import { dateTimeSchema, isoDateSchema } from './dates.ts';

// Bills of SPEC §3. Money in the bill's currency (SEK), 2 decimals; the database keeps öre.

/** A credit invoice cannot be shown (SPEC §4). */
export const BILL_TYPES = ['invoice', 'credit'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** Where a bill stands: paid in full, unpaid within its term, or unpaid past its due date. */
export const BILL_STATUSES = ['paid', 'unpaid', 'overdue'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** What a bill order is for: the freight, a fee or surcharge, an added service, the insurance, or a credit of one. */
export const BILL_ORDER_TYPES = ['freight', 'fee', 'addon', 'insurance', 'credit'] as const;
export type BillOrderType = (typeof BILL_ORDER_TYPES)[number];

export const billSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(BILL_TYPES),
  /** A credit note's: the number of the invoice it credits; an invoice's: empty. */
  refId: z.string().max(60),
  /** From one gap-free series for invoices and credit notes. */
  invoiceNo: z.string().max(20),
  /** The Swedish OCR reference to pay with (rules/ocr.ts); a credit note's is empty. */
  ocr: z.string().max(25),
  status: z.enum(BILL_STATUSES),
  custId: z.number().int().nullable(),
  billDate: isoDateSchema,
  dueDate: isoDateSchema,
  /** Null while unpaid. */
  paidDate: isoDateSchema.nullable(),
  currency: z.string().length(3),
  /** Net of VAT; a credit note's amounts are negative. */
  totalCapital: z.number(),
  totalVat: z.number(),
  /** Paid or settled by credit so far; what is left to pay is capital + VAT − paid. */
  paid: z.number(),
  spotfactoringInvoiceId: z.string().max(60).nullable(),
});
export type Bill = z.infer<typeof billSchema>;

/** One billable line: a booked shipment, an insurance, a fee. */
export const billOrderSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(BILL_ORDER_TYPES),
  /** The booked shipment the line is for. */
  orderNo: z.string().max(40).nullable(),
  article: z.string().max(100),
  infoText: z.string().max(500),
  totalPrice: z.number(),
  custId: z.number().int().nullable(),
  /** The customer's name, for the company-wide list. */
  customer: z.string().max(200),
  supplierId: z.number().int().nullable(),
  supplier: z.string().max(100),
  dateCreated: dateTimeSchema,
  billed: z.boolean(),
  dateBilled: dateTimeSchema.nullable(),
  billId: z.number().int().nullable(),
  /** The number of the bill it is on, as the customer knows it. */
  invoiceNo: z.string().max(20).nullable(),
  /** The line's VAT in SEK and its rate in per cent (25 or 0). */
  vat: z.number(),
  vatRate: z.number(),
});
export type BillOrder = z.infer<typeof billOrderSchema>;

/** A company's account with the credit it has left to use. */
export const billBalanceSchema = z.object({
  compId: z.number().int().positive(),
  creditLimit: z.number(),
  unbilled: z.number(),
  overdue: z.number(),
  notOverdue: z.number(),
  /** Paid beyond the bills (an overpayment, a credit note larger than what it credited): counted in the balance. */
  credit: z.number(),
  /** The credit left: creditLimit − unbilled − overdue − notOverdue + credit. */
  balance: z.number(),
  /** Whether booking is refused for a bill overdue too long (or a block set by hand). */
  creditBlock: z.boolean(),
});
export type BillBalance = z.infer<typeof billBalanceSchema>;
