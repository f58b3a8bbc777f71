import { type ApiKeyCreated, apiKeyCreatedSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { apiKeysKey } from './list-api-keys';

/** POST /apikey/{id}/rotate: a new key in its place; the old one works `overlapHours` more. */
export async function rotateApiKey(id: number, overlapHours: number): Promise<ApiKeyCreated> {
  return apiKeyCreatedSchema.parse(await api.post(`/apikey/${id}/rotate`, { overlapHours }));
}

export function useRotateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: number; overlapHours: number }) =>
      rotateApiKey(id, overlapHours),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
