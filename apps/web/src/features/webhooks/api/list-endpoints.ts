import { type WebhookEndpoint, webhookEndpointListResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { endpointsKey } from './keys';

/** GET /webhook/endpoint: the company's endpoints, oldest first (administrators). */
export async function listEndpoints(): Promise<WebhookEndpoint[]> {
  return webhookEndpointListResponseSchema.parse(await api.get('/webhook/endpoint')).endpoints;
}

/**
 * A pause comes from the delivery job, not from this screen: read again every half minute while
 * the page is open, so a paused endpoint shows without a reload.
 */
export const endpointsQueryOptions = () =>
  queryOptions({
    queryKey: endpointsKey,
    queryFn: listEndpoints,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export function useEndpoints(enabled: boolean) {
  return useQuery({ ...endpointsQueryOptions(), enabled });
}
