import { type Consignment, consignmentSchema, newConsignment } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * GET /consignment/template/: a new consignment with every default. The template is the domain's
 * `newConsignment()`; if the server cannot be asked, that same default stands in, so the form opens.
 */
export async function getConsignmentTemplate(): Promise<Consignment> {
  try {
    return consignmentSchema.parse(await api.get('/consignment/template/'));
  } catch {
    return newConsignment();
  }
}

export const consignmentTemplateQueryOptions = () =>
  queryOptions({
    queryKey: ['consignment', 'template'],
    queryFn: getConsignmentTemplate,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConsignmentTemplate(enabled: boolean) {
  return useQuery({ ...consignmentTemplateQueryOptions(), enabled });
}
