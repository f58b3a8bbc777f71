import { postcodeKey, postcodeLookupSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export type PostcodeLookup = ReturnType<typeof postcodeLookupSchema.parse>;

/** GET /postcode/{cc}/{postcode}: the city of a postcode; 404 postcode.city_not_found if unknown. */
export async function getPostcode(countrycode: string, postcode: string): Promise<PostcodeLookup> {
  const path = `/postcode/${encodeURIComponent(countrycode)}/${encodeURIComponent(postcode)}`;
  return postcodeLookupSchema.parse(await api.get(path));
}

export const postcodeQueryOptions = (countrycode: string, postcode: string) =>
  queryOptions({
    queryKey: ['postcode', countrycode, postcodeKey(postcode)],
    queryFn: () => getPostcode(countrycode, postcodeKey(postcode)),
    staleTime: 60 * 60_000,
  });

/** The city of a complete postcode; idle while `enabled` is false. */
export function usePostcode(countrycode: string, postcode: string, enabled: boolean) {
  return useQuery({ ...postcodeQueryOptions(countrycode, postcode), enabled });
}
