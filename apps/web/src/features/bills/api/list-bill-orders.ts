import { type BillOrderListResponse, billOrderListResponseSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { billsKey } from './keys';

/**
 * GET /bill/order/customer/{custId}?from&to&searchPhrase&billed&page&pageSize: the lines of the
 * company's bookings (an administrator's) or of the caller's own, newest first.
 */
export async function listBillOrders(
  custId: number,
  params: Record<string, string>,
): Promise<BillOrderListResponse> {
  const query = new URLSearchParams(params).toString();
  return billOrderListResponseSchema.parse(
    await api.get(`/bill/order/customer/${custId}${query ? `?${query}` : ''}`),
  );
}

/** The rows stay while a new search loads, so the table does not jump empty on every keystroke. */
export const billOrdersQueryOptions = (custId: number, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...billsKey, 'orders', custId, params],
    queryFn: () => listBillOrders(custId, params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useBillOrders(custId: number, params: Record<string, string>, enabled: boolean) {
  return useQuery({ ...billOrdersQueryOptions(custId, params), enabled });
}
