import { type BillListResponse, billListResponseSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { billsKey } from './keys';

/** GET /bill/customer/{custId}?from&to&status&page&pageSize: the company's invoices, newest first. */
export async function listBills(custId: number, params: Record<string, string>): Promise<BillListResponse> {
  const query = new URLSearchParams(params).toString();
  return billListResponseSchema.parse(await api.get(`/bill/customer/${custId}${query ? `?${query}` : ''}`));
}

/** The rows stay while the next page loads; a payment is read in from the bank once a day at most. */
export const billsQueryOptions = (custId: number, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...billsKey, 'list', custId, params],
    queryFn: () => listBills(custId, params),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useBills(custId: number, params: Record<string, string>, enabled: boolean) {
  return useQuery({ ...billsQueryOptions(custId, params), enabled });
}
