import { type ClaimListResponse, claimListResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { claimsKey } from './keys';

/** GET /claim/consignment/{consignmentId}: the shipment's claims, newest first, drafts too. */
export async function listClaims(consignmentId: number): Promise<ClaimListResponse> {
  return claimListResponseSchema.parse(await api.get(`/claim/consignment/${consignmentId}`));
}

/**
 * Half a minute fresh: this page's own changes invalidate the list; an administrator's status set
 * elsewhere shows on the next visit.
 */
export const claimsQueryOptions = (consignmentId: number) =>
  queryOptions({
    queryKey: claimsKey(consignmentId),
    queryFn: () => listClaims(consignmentId),
    staleTime: 30_000,
  });

export function useClaims(consignmentId: number) {
  return useQuery(claimsQueryOptions(consignmentId));
}
