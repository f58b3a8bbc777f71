import {
  type ComplaintListQuery,
  type ComplaintListResponse,
  complaintListResponseSchema,
} from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { complaintsKey } from './keys';

/** GET /complaint/customer/{custId}?search&status&from&to: the caller's (an administrator's: the company's). */
export async function listComplaints(
  custId: number,
  query: ComplaintListQuery,
): Promise<ComplaintListResponse> {
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return complaintListResponseSchema.parse(
    await api.get(`/complaint/customer/${custId}${search ? `?${search}` : ''}`),
  );
}

/** The rows stay while a new filter loads; a carrier's answer is recorded here, so 30 s fresh is enough. */
export const complaintsQueryOptions = (custId: number, query: ComplaintListQuery) =>
  queryOptions({
    queryKey: [...complaintsKey, custId, query],
    queryFn: () => listComplaints(custId, query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useComplaints(custId: number | undefined, query: ComplaintListQuery) {
  return useQuery({ ...complaintsQueryOptions(custId ?? 0, query), enabled: custId !== undefined });
}
