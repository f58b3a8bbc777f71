import { type PriceResponse, priceResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { PRICE_QUERY_KEY } from '@/shared/api/query-keys';
import type { PriceableDraft } from '../model/to-consignment';

/** POST /consignment/price/: every freight service that can take the consignment, with its price. */
export async function priceConsignments(consignments: PriceableDraft[]): Promise<PriceResponse> {
  return priceResponseSchema.parse(await api.post('/consignment/price/', consignments));
}

/**
 * Prices are a read, so they are a query keyed by what was priced. Every "Show prices" asks the
 * server again (stale at once: carriers or tariffs may have changed); step 2 only shows what is
 * cached and asks itself only when nothing is, as after a reload.
 */
export const priceQueryOptions = (userId: number | undefined, consignment: PriceableDraft) =>
  queryOptions({
    queryKey: [...PRICE_QUERY_KEY, userId, consignment],
    queryFn: () => priceConsignments([consignment]),
    staleTime: 0,
    refetchOnMount: false,
    // A failed price call is shown as it is; arriving at step 2 must not silently ask again.
    retryOnMount: false,
  });

export function usePrices(userId: number | undefined, consignment: PriceableDraft) {
  return useQuery(priceQueryOptions(userId, consignment));
}
