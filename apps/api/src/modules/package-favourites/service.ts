import { PACKAGE_FAVOURITES_MAX, type PackageFavourite, type PackageFavouriteInput } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { PackageFavouriteRepository } from './repository.ts';

/** The name as stored: trimmed, so " Pall " and "Pall" are one favourite. */
const stored = (input: PackageFavouriteInput): PackageFavouriteInput => ({
  ...input,
  name: input.name.trim(),
  goodsType: input.goodsType.trim(),
});

/**
 * Package favourites (issue 31.7): shared by every user of the company, like contacts. An id of
 * another company answers 404, as if it did not exist.
 */
export function packageFavouriteService(repo: PackageFavouriteRepository) {
  return {
    list(user: AccessClaims): Promise<PackageFavourite[]> {
      return repo.list(user.companyId);
    },

    async create(user: AccessClaims, input: PackageFavouriteInput): Promise<PackageFavourite> {
      if ((await repo.count(user.companyId)) >= PACKAGE_FAVOURITES_MAX)
        throw new AppError('packagefavourite.too_many');
      const row = await repo.create(user.companyId, user.customerId, stored(input));
      if (!row) throw new AppError('packagefavourite.name_taken');
      return row;
    },

    async update(user: AccessClaims, id: number, input: PackageFavouriteInput): Promise<PackageFavourite> {
      const row = await repo.update(id, user.companyId, stored(input));
      if (row === 'missing') throw new AppError('packagefavourite.not_found');
      if (row === 'taken') throw new AppError('packagefavourite.name_taken');
      return row;
    },

    async remove(user: AccessClaims, id: number): Promise<void> {
      if (!(await repo.remove(id, user.companyId))) throw new AppError('packagefavourite.not_found');
    },
  };
}
export type PackageFavouriteService = ReturnType<typeof packageFavouriteService>;
