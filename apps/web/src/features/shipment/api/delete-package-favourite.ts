import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { packageFavouritesKey } from './list-package-favourites';

/** DELETE /package-favourite/{id}. */
export async function deletePackageFavourite(id: number): Promise<void> {
  await api.delete(`/package-favourite/${id}`);
}

export function useDeletePackageFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePackageFavourite,
    onSuccess: () => void client.invalidateQueries({ queryKey: packageFavouritesKey }),
  });
}
