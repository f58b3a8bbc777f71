import { z } from 'zod';
import { DEFAULT_CONSIGNEE_TYPE, MAX_BULK_IDS } from '../constants/limits.ts';
import { consigneeTypes } from '../entities/customer.ts';
import { orderNoSchema, orderSchema } from '../entities/order.ts';
import { int4Schema, positiveIdSchema, textSchema } from '../entities/primitives.ts';
import { INSURED_VALUE_MAX_SEK, INSURED_VALUE_MIN_SEK, insuredValueProblem } from '../rules/insurance.ts';
import { SHOWN_STATUSES } from '../rules/order-status.ts';
import {
  dateOrderIssue,
  dateRangeShape,
  fromNotAfterTo,
  pageSizeSchema,
  zeroOneFlagSchema,
} from './common.ts';

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

/**
 * The same rule as JSON Schema for the OpenAPI document, which cannot read the refinement: not
 * insured, or insured with a goods value in range.
 */
const insuredNeedsGoodsValueInDocument = {
  anyOf: [
    { properties: { insured: { enum: [false] } } },
    {
      required: ['insured', 'goodsValue'],
      properties: {
        insured: { enum: [true] },
        goodsValue: { type: 'number', minimum: INSURED_VALUE_MIN_SEK, maximum: INSURED_VALUE_MAX_SEK },
      },
    },
  ],
};

export const orderCreateRequestSchema = z
  .object(orderInputShape)
  .superRefine(insuredNeedsGoodsValue)
  .meta(insuredNeedsGoodsValueInDocument);
export const orderCreateResponseSchema = z.object({ orderNo: orderNoSchema });
export const orderUpdateRequestSchema = z
  .object({ orderNo: orderNoSchema, ...orderInputShape })
  .superRefine(insuredNeedsGoodsValue)
  .meta(insuredNeedsGoodsValueInDocument);

export const orderNoParamsSchema = z.object({ orderNo: orderNoSchema });

/** Columns the order lists sort by on the server (the booked list's default: newest booking first). */
export const ORDER_SORT_FIELDS = [
  'datePlaced',
  'dateBooked',
  'orderNo',
  'consignmentNo',
  'receiver',
  'calculatedPrice',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
/** The page sizes the lists offer (SPEC §9: data tables have a configurable page size). */
export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ORDER_DEFAULT_PAGE_SIZE = 25;
export const ORDER_SEARCH_MAX_LENGTH = 100;
/** Lists count at most this many orders: the total reads "10,000+" beyond (totalCapped). */
export const ORDER_COUNT_CAP = 10_000;

/**
 * GET /order/customer/{custId}?booked=0|1&from&to (ISO dates of placing, or of booking for the
 * booked list; both ends included), one page, sorted on the server. `search` matches order
 * number, consignment number, sender's reference and the receiver's name, postcode or city;
 * `status` keeps the orders that show that status (rules/order-status.ts).
 */
export const orderListQuerySchema = z
  .object({
    booked: zeroOneFlagSchema.optional(),
    ...dateRangeShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: pageSizeSchema(ORDER_PAGE_SIZES, ORDER_DEFAULT_PAGE_SIZE),
    /** By default the booked list's newest booking first, any other list's newest saved. */
    sort: z.enum(ORDER_SORT_FIELDS).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
    search: textSchema.max(ORDER_SEARCH_MAX_LENGTH).trim().default(''),
    status: z.enum(SHOWN_STATUSES).optional(),
  })
  .refine(fromNotAfterTo, dateOrderIssue)
  .transform((q) => ({ ...q, sort: q.sort ?? (q.booked ? 'dateBooked' : 'datePlaced') }));
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** One page of orders (their consignments left out), the total and the scope that was read. */
export const orderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  /** The orders in the scope, at most ORDER_COUNT_CAP; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The whole company's booked orders (the showAllBooked setting) or only the caller's. */
  showAllBooked: z.boolean(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** Orders are named by their order number, so bulk bodies list those, not numeric ids. */
export const orderNoListSchema = z.array(orderNoSchema).min(1).max(MAX_BULK_IDS);
export const orderBulkDeleteRequestSchema = orderNoListSchema;
export const orderPrintedRequestSchema = orderNoListSchema;
/** PUT /order/book/: one order at a time (Book all books each after its consignment). */
export const orderBookRequestSchema = z.object({ orderNo: orderNoSchema });
/** PUT /order/cancel/: cancels one booked order's booking with the carrier, before pickup. */
export const orderCancelRequestSchema = z.object({ orderNo: orderNoSchema });
/** The orders a bulk call changed, by order number. */
export const orderBulkResponseSchema = z.object({ orderNos: z.array(orderNoSchema) });

/**
 * `Idempotency-Key` of the two book calls: one per booking attempt, the web app sends a UUID.
 * Optional: without it a repeated call still books once (the order's row lock), it is only not
 * replayed word for word.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const bookingHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
});
