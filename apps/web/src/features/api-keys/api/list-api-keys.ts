import { type ApiKey, apiKeyListSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /apikey: the company's keys, newest first (administrators). */
export async function listApiKeys(): Promise<ApiKey[]> {
  return apiKeyListSchema.parse(await api.get('/apikey')).keys;
}

export const apiKeysKey = ['api-keys'] as const;

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysKey, queryFn: listApiKeys });

/** Idle for anyone but an administrator: the server would answer 403. */
export function useApiKeys(enabled: boolean) {
  return useQuery({ ...apiKeysQueryOptions(), enabled });
}
