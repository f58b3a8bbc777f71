import { type AuditActorsResponse, auditActorsResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { auditKey } from './keys';

/** GET /audit/actors: the users and API keys the "who" filter offers. */
export async function listAuditActors(): Promise<AuditActorsResponse> {
  return auditActorsResponseSchema.parse(await api.get('/audit/actors'));
}

/** The people of a company change seldom: read once a visit is enough. */
export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: [...auditKey, 'actors'],
    queryFn: listAuditActors,
    staleTime: 5 * 60_000,
  });

export function useAuditActors() {
  return useQuery(auditActorsQueryOptions());
}
