import { postcodeKey, type ServicePoint, servicePointListSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export interface ServicePointSearch {
  supplierId: number;
  postcode: string;
  countryCode: string;
}

/**
 * GET /servicepoint: the carrier's points near the receiver's postcode, nearest first; a 404
 * `servicepoint.not_found` where it has none (SPEC §8's message, shown by the finder).
 */
export async function listServicePoints(search: ServicePointSearch): Promise<ServicePoint[]> {
  const query = new URLSearchParams({
    supplierId: String(search.supplierId),
    postcode: postcodeKey(search.postcode),
    countryCode: search.countryCode,
  });
  return servicePointListSchema.parse(await api.get(`/servicepoint?${query}`)).servicePoints;
}

// A carrier's points near a postcode change with its network, not by the minute: kept for the
// visit to step 3 and a return to it, so a changed receiver and back asks no second time.
export const servicePointsQueryOptions = (search: ServicePointSearch) =>
  queryOptions({
    queryKey: ['service-points', search.supplierId, search.countryCode, postcodeKey(search.postcode)],
    queryFn: () => listServicePoints(search),
    staleTime: 30 * 60_000,
  });

/** Idle until the receiver's postcode is there (`enabled`). */
export function useServicePoints(search: ServicePointSearch, enabled: boolean) {
  return useQuery({ ...servicePointsQueryOptions(search), enabled });
}
