import { z } from 'zod';
import { formatMoney, formatPercent } from './number-format.ts';

/** Transport insurance (SPEC §9): 0.75 % of the goods value, at least 65 SEK. */
export const INSURANCE_RATE = 0.0075;
export const INSURANCE_MIN_PRICE_SEK = 65;
export const INSURED_VALUE_MIN_SEK = 1_000;
export const INSURED_VALUE_MAX_SEK = 1_000_000;

/** An insured goods value as a request carries it (SPEC §5): SEK 1,000 to 1,000,000. */
export const insuredGoodsValueSchema = z.number().min(INSURED_VALUE_MIN_SEK).max(INSURED_VALUE_MAX_SEK);

/** Premium in SEK, rounded to whole öre. */
export function insurancePrice(goodsValueSek: number): number {
  return Math.max(INSURANCE_MIN_PRICE_SEK, Math.round(goodsValueSek * INSURANCE_RATE * 100) / 100);
}

export type InsuredValueProblem = 'required' | 'min' | 'max';

/** Why an insured goods value cannot be accepted, or null when it can. */
export function insuredValueProblem(value: number | null | undefined): InsuredValueProblem | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'required';
  if (value < INSURED_VALUE_MIN_SEK) return 'min';
  if (value > INSURED_VALUE_MAX_SEK) return 'max';
  return null;
}

/**
 * The insurance's terms as texts put them ('0,75 %', '65 SEK', '1 000 SEK', '1 000 000 SEK'):
 * written from the constants, so no text states a rate or a limit the rules no longer have.
 */
export function insuranceTermsText() {
  return {
    rate: formatPercent(INSURANCE_RATE * 100),
    minPrice: formatMoney(INSURANCE_MIN_PRICE_SEK, 'SEK', 0),
    min: formatMoney(INSURED_VALUE_MIN_SEK, 'SEK', 0),
    max: formatMoney(INSURED_VALUE_MAX_SEK, 'SEK', 0),
  };
}
