import { z } from 'zod';
import { dateTimeSchema, isoDateSchema } from './dates.ts';

// Bills of SPEC §3. Money in the bill's currency (SEK), 2 decimals; the database keeps öre.

/** A credit invoice cannot be shown (SPEC §4). */
export const BILL_TYPES = ['invoice', 'credit'] as const;

export const billSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(BILL_TYPES),
  refId: z.string().max(60),
  custId: z.number().int().nullable(),
  billDate: isoDateSchema,
  dueDate: isoDateSchema,
  /** Null while unpaid. */
  paidDate: isoDateSchema.nullable(),
  currency: z.string().length(3),
  totalCapital: z.number(),
  totalVat: z.number(),
  spotfactoringInvoiceId: z.string().max(60).nullable(),
});
export type Bill = z.infer<typeof billSchema>;

/** One billable line: a booked shipment, an insurance, a fee. */
export const billOrderSchema = z.object({
  id: z.number().int().positive(),
  type: z.string().max(40),
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
  vat: z.number(),
});
export type BillOrder = z.infer<typeof billOrderSchema>;

/** A company's account with the credit it has left to use. */
export const billBalanceSchema = z.object({
  compId: z.number().int().positive(),
  creditLimit: z.number(),
  unbilled: z.number(),
  overdue: z.number(),
  notOverdue: z.number(),
  balance: z.number(),
});
export type BillBalance = z.infer<typeof billBalanceSchema>;
