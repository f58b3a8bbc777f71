import { z } from 'zod';
import { billOrderSchema, billSchema } from '../entities/bill.ts';
import { dateTimeSchema } from '../entities/dates.ts';

/** One page of a company's bills, newest first. */
export const billListResponseSchema = z.object({
  bills: z.array(billSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BillListResponse = z.infer<typeof billListResponseSchema>;

/** One page of bill orders, newest first. */
export const billOrderListResponseSchema = z.object({
  orders: z.array(billOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BillOrderListResponse = z.infer<typeof billOrderListResponseSchema>;

export const PAY_LATER_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type PayLaterState = (typeof PAY_LATER_STATES)[number];

/** A company's invoice payment: its latest application and the terms it has. */
export const payLaterStatusSchema = z.object({
  status: z.enum(PAY_LATER_STATES),
  appliedAt: dateTimeSchema.nullable(),
  requestedLimit: z.number().nullable(),
  decidedAt: dateTimeSchema.nullable(),
  /** The credit limit (SEK) and credit period (days) the company has now. */
  creditLimit: z.number(),
  creditDays: z.number().int(),
});
export type PayLaterStatus = z.infer<typeof payLaterStatusSchema>;

/** What reading a bank file did: each credit matched, part-paid, overpaid, unknown or already read. */
export const paymentImportResultSchema = z.object({
  messageType: z.enum(['camt.053', 'camt.054']),
  messageId: z.string(),
  credits: z.number().int(),
  matched: z.number().int(),
  partial: z.number().int(),
  overpaid: z.number().int(),
  unknown: z.number().int(),
  alreadyRead: z.number().int(),
});
export type PaymentImportResult = z.infer<typeof paymentImportResultSchema>;

/** A payment whose reference names no bill of ours: for a person to place. */
export const unmatchedPaymentSchema = z.object({
  id: z.number().int(),
  bookingDate: z.iso.date(),
  amount: z.number(),
  currency: z.string(),
  reference: z.string().nullable(),
  message: z.string(),
  debtorName: z.string(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;
