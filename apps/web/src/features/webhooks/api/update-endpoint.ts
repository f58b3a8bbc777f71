import { type WebhookEndpoint, type WebhookEndpointRequest, webhookEndpointSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { endpointsKey } from './keys';

/** PUT /webhook/endpoint/{id}: a new address, description or events; the secret stays. */
export async function updateEndpoint(id: number, request: WebhookEndpointRequest): Promise<WebhookEndpoint> {
  return webhookEndpointSchema.parse(await api.put(`/webhook/endpoint/${id}`, request));
}

export function useUpdateEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: WebhookEndpointRequest }) =>
      updateEndpoint(id, request),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}
