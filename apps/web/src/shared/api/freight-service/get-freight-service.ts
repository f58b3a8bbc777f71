import { type FreightService, freightServiceSchema, type Language } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /freightservice/{templateName}?language: a freight service with its info text. */
export async function getFreightService(templateName: string, language: Language): Promise<FreightService> {
  const path = `/freightservice/${encodeURIComponent(templateName)}?language=${language}`;
  return freightServiceSchema.parse(await api.get(path));
}

export const freightServiceQueryOptions = (templateName: string, language: Language) =>
  queryOptions({
    queryKey: ['freightservice', templateName, language],
    queryFn: () => getFreightService(templateName, language),
    staleTime: 30 * 60_000,
  });

/** The freight service a template names; none asked for while the name is blank. */
export function useFreightService(templateName: string, language: Language) {
  return useQuery({ ...freightServiceQueryOptions(templateName, language), enabled: templateName !== '' });
}
