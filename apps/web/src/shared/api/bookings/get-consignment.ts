import { type Consignment, consignmentResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { api } from '../client';
import { consignmentKey } from './keys';

/** GET /consignment/{id}: one consignment of the company, normalised by the server (SPEC §4). */
export async function getConsignment(id: number): Promise<Consignment> {
  const answer = consignmentResponseSchema.parse(await api.get(`/consignment/${id}`));
  const [consignment] = answer.consignments;
  if (!consignment) throw new ApiError(404, { message: '', errors: answer.errors });
  return consignment;
}

/** A consignment changes only through this app's own calls, which invalidate it: no polling. */
export const consignmentQueryOptions = (id: number) =>
  queryOptions({ queryKey: consignmentKey(id), queryFn: () => getConsignment(id), staleTime: 30_000 });

export function useConsignment(id: number | null | undefined) {
  return useQuery({ ...consignmentQueryOptions(id ?? 0), enabled: typeof id === 'number' && id > 0 });
}
