import { type PaperlessListResponse, paperlessListResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paperlessKey, paperlessPath } from './keys';

/** GET /consignment/upspaperless/{id}: the shipment's documents and whether it may have any. */
export async function listDocuments(consignmentId: number): Promise<PaperlessListResponse> {
  return paperlessListResponseSchema.parse(await api.get(paperlessPath(consignmentId)));
}

/** Only this page changes the list, and it updates the cache itself after each change. */
export const documentsQueryOptions = (consignmentId: number) =>
  queryOptions({
    queryKey: paperlessKey(consignmentId),
    queryFn: () => listDocuments(consignmentId),
    staleTime: 60_000,
  });

export function useDocuments(consignmentId: number) {
  return useQuery(documentsQueryOptions(consignmentId));
}
