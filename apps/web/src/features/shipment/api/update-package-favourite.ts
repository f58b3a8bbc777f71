import { type PackageFavouriteInput, packageFavouriteSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { packageFavouritesKey } from './list-package-favourites';

/** PUT /package-favourite/{id}: a new name, or the row replaced. */
export async function updatePackageFavourite({ id, ...input }: PackageFavouriteInput & { id: number }) {
  return packageFavouriteSchema.parse(await api.put(`/package-favourite/${id}`, input));
}

export function useUpdatePackageFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePackageFavourite,
    onSuccess: () => void client.invalidateQueries({ queryKey: packageFavouritesKey }),
  });
}
