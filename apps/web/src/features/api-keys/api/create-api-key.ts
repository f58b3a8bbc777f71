import { type ApiKeyCreated, type ApiKeyCreateRequest, apiKeyCreatedSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { apiKeysKey } from './list-api-keys';

/** POST /apikey: a new key; the answer holds its secret, shown this once. */
export async function createApiKey(request: ApiKeyCreateRequest): Promise<ApiKeyCreated> {
  return apiKeyCreatedSchema.parse(await api.post('/apikey', request));
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
