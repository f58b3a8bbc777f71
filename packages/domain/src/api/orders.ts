import { z } from 'zod';
import { orderSchema } from '../entities/order.ts';
import { dateOrderIssue, dateRangeShape, fromNotAfterTo, zeroOneFlagSchema } from '../requests/common.ts';
import { SHOWN_STATUSES } from '../rules/order-status.ts';

/** Columns the shipment lists sort by. */
export const ORDER_SORT_FIELDS = [
  'dateBooked',
  'datePlaced',
  'orderNo',
  'consignmentNo',
  'senderOrderRef',
  'calculatedPrice',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
/** The page sizes the shipment lists offer (SPEC §9: data tables have a configurable page size). */
export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ORDER_DEFAULT_PAGE_SIZE = 25;
export const ORDER_SEARCH_MAX_LENGTH = 100;

/**
 * GET /order/customer/{custId}?booked=0|1&from&to&…: one page of the booked or unbooked shipments,
 * within a date range (booking day for booked, saving day for unbooked; both ends included),
 * optionally searched and, for booked ones, of one shown status.
 */
export const orderListPageQuerySchema = z
  .object({
    booked: zeroOneFlagSchema.optional(),
    ...dateRangeShape,
    search: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).default(''),
    status: z.enum(SHOWN_STATUSES).optional(),
    sort: z.enum(ORDER_SORT_FIELDS).default('dateBooked'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (ORDER_PAGE_SIZES as readonly number[]).includes(n), 'Not an offered page size')
      .default(ORDER_DEFAULT_PAGE_SIZE),
  })
  .refine(fromNotAfterTo, dateOrderIssue);
export type OrderListQuery = z.infer<typeof orderListPageQuerySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
