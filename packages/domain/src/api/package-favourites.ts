import { z } from 'zod';
import { goodsItemSchema } from '../entities/consignment.ts';
import { filledTextSchema } from '../entities/primitives.ts';

const goods = goodsItemSchema.shape;

/** The longest name a package favourite takes. */
export const PACKAGE_FAVOURITE_NAME_MAX_LENGTH = 60;

/** The most package favourites a company keeps: the list is answered whole. */
export const PACKAGE_FAVOURITES_MAX = 200;

/** A favourite's name: 1–60 characters, more than white space (stored trimmed). */
export const packageFavouriteNameSchema = filledTextSchema.max(PACKAGE_FAVOURITE_NAME_MAX_LENGTH);

/**
 * What a package favourite keeps of a goods row (issue 31.7): the package type, the number of
 * packages, the measures, the weight and the description. Volume, loading metres, tag and the
 * locks are worked out again when the row is filled in the price form.
 */
export const packageFavouriteGoodsSchema = z.object({
  packageType: goods.packageType,
  noOfPackages: goods.noOfPackages,
  length: goods.length,
  width: goods.width,
  height: goods.height,
  weight: goods.weight,
  goodsType: goods.goodsType,
});
export type PackageFavouriteGoods = z.infer<typeof packageFavouriteGoodsSchema>;

/** A create or update: the name and the goods row. */
export const packageFavouriteInputSchema = packageFavouriteGoodsSchema.extend({
  name: packageFavouriteNameSchema,
});
export type PackageFavouriteInput = z.infer<typeof packageFavouriteInputSchema>;

/** A package favourite as the API answers it; every user of the company sees it. */
export const packageFavouriteSchema = packageFavouriteInputSchema.extend({
  id: z.number().int().positive(),
});
export type PackageFavourite = z.infer<typeof packageFavouriteSchema>;

export const packageFavouriteListSchema = z.array(packageFavouriteSchema);
