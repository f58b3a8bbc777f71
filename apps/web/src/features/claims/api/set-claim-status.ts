import { type Claim, type ClaimStatus, claimSchema, claimStatusRequestSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { claimsKey } from './keys';

/** PUT /claim/status/{id}: an administrator records the insurer's decision on a submitted claim. */
export async function setClaimStatus(claimId: number, status: ClaimStatus): Promise<Claim> {
  const body = claimStatusRequestSchema.parse({ status });
  return claimSchema.parse(await api.put(`/claim/status/${claimId}`, body));
}

export function useSetClaimStatus(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, status }: { claimId: number; status: ClaimStatus }) =>
      setClaimStatus(claimId, status),
    onSettled: () => client.invalidateQueries({ queryKey: claimsKey(consignmentId) }),
  });
}
