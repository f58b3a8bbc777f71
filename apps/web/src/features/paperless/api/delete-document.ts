import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paperlessKey, paperlessPath } from './keys';

/** DELETE /consignment/upspaperless/{id}/{documentId}. */
export async function deleteDocument(consignmentId: number, documentId: number): Promise<void> {
  await api.delete(`${paperlessPath(consignmentId)}/${documentId}`);
}

export function useDeleteDocument(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteDocument(consignmentId, documentId),
    onSettled: () => client.invalidateQueries({ queryKey: paperlessKey(consignmentId) }),
  });
}
