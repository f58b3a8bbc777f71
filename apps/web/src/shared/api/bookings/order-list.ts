import { type OrderListQuery, type OrderListResponse, orderListResponseSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** Every order query sits under this key, so a booking or a deletion refreshes every list. */
export const ordersKey = ['orders'] as const;

export type OrderListParams = Partial<Record<keyof OrderListQuery, string | number | boolean>>;

/** The query string of a list: flags as 0/1, and only what is set. */
export function orderListSearch(params: OrderListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    query.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /order/customer/{custId}?booked=0|1&from&to&…: one page of the booked or unbooked shipments. */
export async function listOrders(custId: number, params: OrderListParams): Promise<OrderListResponse> {
  return orderListResponseSchema.parse(await api.get(`/order/customer/${custId}${orderListSearch(params)}`));
}

/**
 * A page stays on screen while the next loads (paging, typing a search); fresh for half a minute,
 * since colleagues book meanwhile and statuses move with the carrier's reports.
 */
export const orderListQueryOptions = (custId: number, params: OrderListParams) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', custId, params],
    queryFn: () => listOrders(custId, params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useOrderList(custId: number, params: OrderListParams, enabled = true) {
  return useQuery({ ...orderListQueryOptions(custId, params), enabled });
}
