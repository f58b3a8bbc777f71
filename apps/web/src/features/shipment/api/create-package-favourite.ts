import { type PackageFavouriteInput, packageFavouriteSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { packageFavouritesKey } from './list-package-favourites';

/** POST /package-favourite: a goods row saved under a name for the whole company. */
export async function createPackageFavourite(input: PackageFavouriteInput) {
  return packageFavouriteSchema.parse(await api.post('/package-favourite', input));
}

export function useCreatePackageFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPackageFavourite,
    onSuccess: () => void client.invalidateQueries({ queryKey: packageFavouritesKey }),
  });
}
