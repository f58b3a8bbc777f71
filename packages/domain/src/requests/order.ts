import { z } from 'zod';
import { DEFAULT_CONSIGNEE_TYPE, MAX_BULK_IDS } from '../constants/limits.ts';
import { consigneeTypes } from '../entities/customer.ts';
import { orderNoSchema } from '../entities/order.ts';
import { int4Schema, positiveIdSchema, textSchema } from '../entities/primitives.ts';
import { INSURED_VALUE_MAX_SEK, insuredValueProblem } from '../rules/insurance.ts';
import { dateOrderIssue, dateRangeShape, fromNotAfterTo, zeroOneFlagSchema } from './common.ts';

/**
 * What the web app may set on an order. The server owns the rest: customer, booking and print
 * dates, status, consignment number, and the insurance price, computed from goodsValue.
 * calculatedPrice is the price the user was shown; anything billed should be priced again.
 */
const orderInputShape = {
  consignmentId: positiveIdSchema.nullable().default(null),
  supplierId: positiveIdSchema.nullable().default(null),
  priceSupplier: int4Schema.nonnegative().nullable().default(null),
  templateName: textSchema.max(100).default(''),
  consigneeType: z.enum(consigneeTypes).default(DEFAULT_CONSIGNEE_TYPE),
  calculatedPrice: z.number().min(0).max(10_000_000).nullable().default(null),
  calculatedCurrency: textSchema.regex(/^[A-Z]{3}$/).default('SEK'),
  senderOrderRef: textSchema.max(60).default(''),
  noPickup: z.boolean().default(false),
  insured: z.boolean().default(false),
  goodsValue: z.number().min(0).max(INSURED_VALUE_MAX_SEK).nullable().default(null),
};

/** SPEC §5: an insured order needs a goods value of SEK 1,000–1,000,000. */
function insuredNeedsGoodsValue(o: { insured: boolean; goodsValue: number | null }, ctx: z.RefinementCtx) {
  const problem = o.insured ? insuredValueProblem(o.goodsValue) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['goodsValue'], message: `goodsValue.${problem}` });
}

export const orderCreateRequestSchema = z.object(orderInputShape).superRefine(insuredNeedsGoodsValue);
export const orderCreateResponseSchema = z.object({ orderNo: orderNoSchema });
export const orderUpdateRequestSchema = z
  .object({ orderNo: orderNoSchema, ...orderInputShape })
  .superRefine(insuredNeedsGoodsValue);

export const orderNoParamsSchema = z.object({ orderNo: orderNoSchema });

/** GET /order/customer/{custId}?booked=0|1&from&to (ISO dates; both ends included). */
export const orderListQuerySchema = z
  .object({ booked: zeroOneFlagSchema.optional(), ...dateRangeShape })
  .refine(fromNotAfterTo, dateOrderIssue);

/** Orders are named by their order number, so bulk bodies list those, not numeric ids. */
export const orderNoListSchema = z.array(orderNoSchema).min(1).max(MAX_BULK_IDS);
export const orderBulkDeleteRequestSchema = orderNoListSchema;
export const orderPrintedRequestSchema = orderNoListSchema;
/** PUT /order/book/: one order at a time (Book all books each after its consignment). */
export const orderBookRequestSchema = z.object({ orderNo: orderNoSchema });
