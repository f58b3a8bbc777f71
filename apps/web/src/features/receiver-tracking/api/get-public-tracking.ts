import { type PublicTracking, publicTrackingSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /public/tracking/{token}: the receiver's view of a shipment, without signing in. */
export async function getPublicTracking(token: string): Promise<PublicTracking> {
  return publicTrackingSchema.parse(
    await api.get(`/public/tracking/${encodeURIComponent(token)}`, { auth: false }),
  );
}

// A receiver leaves the page open while waiting: it is read again every few minutes.
export const publicTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-tracking', token],
    queryFn: () => getPublicTracking(token),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });

export function usePublicTracking(token: string) {
  return useQuery(publicTrackingQueryOptions(token));
}
