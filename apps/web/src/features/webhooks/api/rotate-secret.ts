import { type WebhookEndpointWithSecret, webhookEndpointWithSecretSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { endpointsKey } from './keys';

/**
 * POST /webhook/endpoint/{id}/rotate: a new secret, shown this once; the old one keeps signing
 * beside it for the overlap.
 */
export async function rotateSecret(id: number, overlapHours: number): Promise<WebhookEndpointWithSecret> {
  return webhookEndpointWithSecretSchema.parse(
    await api.post(`/webhook/endpoint/${id}/rotate`, { overlapHours }),
  );
}

export function useRotateSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: number; overlapHours: number }) =>
      rotateSecret(id, overlapHours),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}
