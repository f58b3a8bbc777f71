import { type AuditListResponse, auditListResponseSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { auditKey } from './keys';

/** GET /audit?…: one page of the company's log, newest first. */
export async function listAudit(params: Record<string, string>): Promise<AuditListResponse> {
  const query = new URLSearchParams(params).toString();
  return auditListResponseSchema.parse(await api.get(`/audit${query ? `?${query}` : ''}`));
}

/**
 * The rows stay while the next page loads. Fresh for half a minute only: the log grows with every
 * action of the company, and an administrator looking for what just happened should find it.
 */
export const auditQueryOptions = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...auditKey, 'list', params],
    queryFn: () => listAudit(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useAudit(params: Record<string, string>, enabled: boolean) {
  return useQuery({ ...auditQueryOptions(params), enabled });
}
