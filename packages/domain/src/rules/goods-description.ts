import { GOODS_DESCRIPTION_MAX_LENGTH } from '../constants/limits.ts';
import { isVagueDescription } from './customs-invoice.ts';

export type GoodsDescriptionProblem = 'required' | 'tooLong' | 'vague';

/**
 * What keeps a goods line's description from being booked: every carrier is told it and the
 * freight document prints it, so it is required and at most GOODS_DESCRIPTION_MAX_LENGTH
 * characters; goods crossing the EU's border are described to customs too, who refuse a bare
 * word ("gift", "parts", "varor") as they do on the customs invoice.
 */
export function goodsDescriptionProblem(
  description: string,
  crossesEuBorder: boolean,
): GoodsDescriptionProblem | null {
  const text = description.trim();
  if (text === '') return 'required';
  if ([...text].length > GOODS_DESCRIPTION_MAX_LENGTH) return 'tooLong';
  if (crossesEuBorder && isVagueDescription(text)) return 'vague';
  return null;
}
