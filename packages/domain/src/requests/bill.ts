import { z } from 'zod';
import { BILL_STATUSES } from '../entities/bill.ts';
import { textSchema } from '../entities/primitives.ts';
import { isValidOrgNo } from '../rules/orgnr.ts';
import {
  dateOrderIssue,
  dateRangeShape,
  fromNotAfterTo,
  pageSizeSchema,
  zeroOneFlagSchema,
} from './common.ts';

/** The page sizes of the bill lists, as the other lists offer. */
export const BILL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const BILL_DEFAULT_PAGE_SIZE = 25;

const pageShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(BILL_PAGE_SIZES, BILL_DEFAULT_PAGE_SIZE),
};

/** GET /bill/customer/{custId}?from&to&status&page&pageSize: bills dated in the range, newest first. */
export const billListQuerySchema = z
  .object({ ...dateRangeShape, status: z.enum(BILL_STATUSES).optional(), ...pageShape })
  .refine(fromNotAfterTo, dateOrderIssue);
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/**
 * GET /bill/order/customer/{custId}?from&to&searchPhrase&billed&page&pageSize: lines created in
 * the range, newest first; searched in article, info text, carrier and order number.
 */
export const billOrderListQuerySchema = z
  .object({
    ...dateRangeShape,
    searchPhrase: textSchema.trim().max(100).optional(),
    billed: zeroOneFlagSchema.optional(),
    ...pageShape,
  })
  .refine(fromNotAfterTo, dateOrderIssue);
export type BillOrderListQuery = z.infer<typeof billOrderListQuerySchema>;

/** The most credit a company may ask for in an application (SEK). */
export const PAY_LATER_MAX_LIMIT_SEK = 5_000_000;

/** POST /bill/paylater/customer/{custId}: an administrator applies for invoice payment. */
export const payLaterApplicationRequestSchema = z.object({
  orgNo: textSchema.trim().max(20).refine(isValidOrgNo, { message: 'validation.orgNo' }),
  /** Whole SEK. */
  requestedLimit: z.number().int().min(1_000).max(PAY_LATER_MAX_LIMIT_SEK),
  message: textSchema.trim().max(1000).default(''),
});
export type PayLaterApplicationRequest = z.infer<typeof payLaterApplicationRequestSchema>;

/** GET /bill/link/{id}?format: the invoice as PDF (default) or as a Peppol BIS Billing 3.0 e-invoice. */
export const billLinkQuerySchema = z.object({ format: z.enum(['pdf', 'ubl']).default('pdf') });
