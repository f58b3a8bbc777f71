import type { PackageFavourite, PackageFavouriteGoods } from '@skeppa/domain';
import { type GoodsRowForm, newGoodsRow } from './draft';
import { numberOrZero } from './parse-number';

const text = (n: number) => String(n).replace('.', ',');

/** A favourite as a new goods row of the price form (a fresh id; stacking left to the rule). */
export function rowFromFavourite(f: PackageFavourite): GoodsRowForm {
  return {
    ...newGoodsRow(),
    packageType: f.packageType,
    noOfPackages: String(f.noOfPackages),
    weight: text(f.weight),
    length: text(f.length),
    width: text(f.width),
    height: text(f.height),
  };
}

/** What a favourite keeps of a goods row; the price form has no description, so it stays empty. */
export function favouriteGoodsOf(row: GoodsRowForm): PackageFavouriteGoods {
  return {
    packageType: row.packageType,
    noOfPackages: Math.max(1, Math.round(numberOrZero(row.noOfPackages))),
    weight: numberOrZero(row.weight),
    length: numberOrZero(row.length),
    width: numberOrZero(row.width),
    height: numberOrZero(row.height),
    goodsType: '',
  };
}

/** A row nothing was typed into yet: a favourite fills it rather than adding one below. */
export function isEmptyRow(row: GoodsRowForm): boolean {
  return [row.weight, row.length, row.width, row.height].every((v) => v.trim() === '');
}
