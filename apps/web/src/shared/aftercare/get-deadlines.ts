import { type AftercareDeadlinesResponse, aftercareDeadlinesResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

export const deadlinesKey = (consignmentId: number) => ['aftercare', 'deadlines', consignmentId] as const;

/** GET /consignment/deadlines/{id}: the shipment's last days for a complaint or a claim. */
export async function getDeadlines(consignmentId: number): Promise<AftercareDeadlinesResponse> {
  return aftercareDeadlinesResponseSchema.parse(await api.get(`/consignment/deadlines/${consignmentId}`));
}

/**
 * The last days move only when the carrier reports the delivery or a day passes: five minutes
 * fresh is ample, and a screen open overnight reads them again when it is looked at.
 */
export const deadlinesQueryOptions = (consignmentId: number) =>
  queryOptions({
    queryKey: deadlinesKey(consignmentId),
    queryFn: () => getDeadlines(consignmentId),
    staleTime: 5 * 60_000,
  });

export function useDeadlines(consignmentId: number) {
  return useQuery(deadlinesQueryOptions(consignmentId));
}
