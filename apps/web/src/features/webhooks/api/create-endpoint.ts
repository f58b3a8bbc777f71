import {
  type WebhookEndpointRequest,
  type WebhookEndpointWithSecret,
  webhookEndpointWithSecretSchema,
} from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { endpointsKey } from './keys';

/**
 * POST /webhook/endpoint: registers an endpoint. The answer carries the secret, the only time it
 * is shown; refused with 400 for an address that is not https or not public.
 */
export async function createEndpoint(request: WebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
  return webhookEndpointWithSecretSchema.parse(await api.post('/webhook/endpoint', request));
}

export function useCreateEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEndpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}
