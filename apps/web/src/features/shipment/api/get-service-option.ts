import { type FreightServiceOption, freightServiceOptionSchema } from '@skeppa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * GET /freightservice/option/{id}: an added service with the fields it asks for. Step 3 reads
 * the fields of the chosen service's added services here; the price list does not carry them.
 * Its labels come in both languages, so the terms' language (unused here) is left to default.
 */
export async function getServiceOption(id: number): Promise<FreightServiceOption> {
  return freightServiceOptionSchema.parse(await api.get(`/freightservice/option/${id}`));
}

export const serviceOptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['freightservice', 'option', id],
    queryFn: () => getServiceOption(id),
    staleTime: 30 * 60_000,
  });
