import { orderSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client';
import { ordersKey } from './keys';

/**
 * The page GET /order/customer/{custId} answers. Interim: replaced by the domain's list response
 * schema as soon as the API declares it; keep the field names in step with it.
 */
const orderListPageSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderListPage = z.infer<typeof orderListPageSchema>;

export interface OrderListParams {
  /** Booked orders (the booked list) or unbooked ones (the send list, the not-booked list). */
  booked?: boolean;
  /** ISO dates, both ends included. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  /** Booked orders of one shown status (domain `SHOWN_STATUSES`). */
  status?: string;
}

/** The query string: 0|1 for the flag (SPEC §7), nothing for what the server defaults. */
export function orderListSearch(params: OrderListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    query.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /order/customer/{custId}?booked=0|1&from&to&page&pageSize&sort&order&search: one page. */
export async function listOrders(custId: number, params: OrderListParams): Promise<OrderListPage> {
  return orderListPageSchema.parse(await api.get(`/order/customer/${custId}${orderListSearch(params)}`));
}

/**
 * A page stays on screen while the next loads. Fresh for 10 s: statuses change at the carrier,
 * and a user coming back to a list expects them close to now.
 */
export const orderListQueryOptions = (custId: number, params: OrderListParams) =>
  queryOptions({
    queryKey: [...ordersKey, custId, params],
    queryFn: () => listOrders(custId, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useOrderList(custId: number | undefined, params: OrderListParams, enabled = true) {
  return useQuery({
    ...orderListQueryOptions(custId ?? 0, params),
    enabled: enabled && custId !== undefined,
  });
}
