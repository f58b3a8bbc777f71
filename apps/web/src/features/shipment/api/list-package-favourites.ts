import { type PackageFavourite, packageFavouriteListSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Every package favourite query sits under this key; a change reads the list again. */
export const packageFavouritesKey = ['package-favourites'] as const;

/** GET /package-favourite: the company's favourites, by name. */
export async function listPackageFavourites(): Promise<PackageFavourite[]> {
  return packageFavouriteListSchema.parse(await api.get('/package-favourite'));
}

export const packageFavouritesQueryOptions = () =>
  queryOptions({ queryKey: packageFavouritesKey, queryFn: listPackageFavourites });

export function usePackageFavourites(enabled: boolean) {
  return useQuery({ ...packageFavouritesQueryOptions(), enabled });
}
