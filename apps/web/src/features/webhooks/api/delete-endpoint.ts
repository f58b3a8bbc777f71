import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { webhooksKey } from './keys';

/** DELETE /webhook/endpoint/{id}: the endpoint and its deliveries; nothing more is sent to it. */
export async function deleteEndpoint(id: number): Promise<void> {
  await api.delete(`/webhook/endpoint/${id}`);
}

export function useDeleteEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEndpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}
