import { type ApiKey, apiKeySchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { apiKeysKey } from './list-api-keys';

/** POST /apikey/{id}/revoke: the key stops working at once. */
export async function revokeApiKey(id: number): Promise<ApiKey> {
  return apiKeySchema.parse(await api.post(`/apikey/${id}/revoke`));
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
