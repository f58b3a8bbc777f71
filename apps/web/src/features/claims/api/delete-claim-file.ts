import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { claimsKey } from './keys';

/** DELETE /claim/file/{id}/{fileId}: an attachment of a draft, taken off before it is submitted. */
export async function deleteClaimFile(claimId: number, fileId: number): Promise<void> {
  await api.delete(`/claim/file/${claimId}/${fileId}`);
}

export function useDeleteClaimFile(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, fileId }: { claimId: number; fileId: number }) =>
      deleteClaimFile(claimId, fileId),
    onSettled: () => client.invalidateQueries({ queryKey: claimsKey(consignmentId) }),
  });
}
