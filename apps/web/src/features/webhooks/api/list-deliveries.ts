import { type WebhookDeliveryListResponse, webhookDeliveryListResponseSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { deliveriesKey } from './keys';

/** GET /webhook/endpoint/{id}/deliveries?page&pageSize: newest first, each with its latest attempt. */
export async function listDeliveries(
  endpointId: number,
  page: number,
  pageSize: number,
): Promise<WebhookDeliveryListResponse> {
  return webhookDeliveryListResponseSchema.parse(
    await api.get(`/webhook/endpoint/${endpointId}/deliveries?page=${page}&pageSize=${pageSize}`),
  );
}

/**
 * Attempts happen behind the screen (the first within seconds of a booking, retries later): read
 * again every ten seconds while a delivery on the page is still due, otherwise only when asked.
 */
export const deliveriesQueryOptions = (endpointId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...deliveriesKey(endpointId), page, pageSize],
    queryFn: () => listDeliveries(endpointId, page, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 10_000 : false,
  });

export function useDeliveries(endpointId: number, page: number, pageSize: number) {
  return useQuery(deliveriesQueryOptions(endpointId, page, pageSize));
}
