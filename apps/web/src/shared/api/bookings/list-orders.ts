import {
  type OrderListQuery,
  type OrderListResponse,
  orderListResponseSchema,
  type ShownStatus,
} from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ordersKey } from './keys';

/** What a list asks for; `booked` picks the booked list or the unbooked ones (send list, not booked). */
export type OrderListParams = Partial<OrderListQuery> & {
  /** Booked orders of one shown status; sent for the server to filter by (not declared by it yet). */
  status?: ShownStatus;
};

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
export async function listOrders(custId: number, params: OrderListParams): Promise<OrderListResponse> {
  return orderListResponseSchema.parse(await api.get(`/order/customer/${custId}${orderListSearch(params)}`));
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
