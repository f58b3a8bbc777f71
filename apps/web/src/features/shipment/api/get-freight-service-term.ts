import { freightServiceTermSchema, type Language } from '@skeppa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export type FreightServiceTerm = ReturnType<typeof freightServiceTermSchema.parse>;

/** GET /freightservice/term/{id}?language: the terms of a freight service (by template id). */
export async function getFreightServiceTerm(id: number, language: Language): Promise<FreightServiceTerm> {
  return freightServiceTermSchema.parse(await api.get(`/freightservice/term/${id}?language=${language}`));
}

export const freightServiceTermQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['freightservice', 'term', id, language],
    queryFn: () => getFreightServiceTerm(id, language),
    staleTime: 30 * 60_000,
  });
