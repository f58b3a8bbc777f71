import { DEFAULT_COUNTRY } from '../constants/countries.ts';

/** The longest postcode any country uses, with room for a separator (addressSchema agrees). */
export const POSTCODE_MAX_LENGTH = 12;

const isSweden = (countrycode: string) => countrycode.trim().toUpperCase() === DEFAULT_COUNTRY;

/**
 * A postcode as it is stored: Swedish ones without spaces (DOMAIN.md: accept '113 51' and
 * '11351', store '11351'); others only trimmed, since their formats vary too much to rewrite.
 */
export function normalisePostcode(postcode: string, countrycode: string = DEFAULT_COUNTRY): string {
  return isSweden(countrycode) ? postcode.replace(/[\s\u00a0]/g, '') : postcode.trim();
}

/** Five digits, the first 1–9 (no Swedish postcode starts with 0). */
export function isSwedishPostcode(postcode: string): boolean {
  return /^[1-9]\d{4}$/.test(normalisePostcode(postcode, DEFAULT_COUNTRY));
}

/**
 * Why a postcode cannot be accepted, as a validation key, or null. Empty passes: whether the
 * field is required is the form's decision, as for every format check (SPEC §5).
 */
export function postcodeProblem(
  postcode: string,
  countrycode: string = DEFAULT_COUNTRY,
): 'validation.format' | 'validation.tooLong' | null {
  const value = normalisePostcode(postcode, countrycode);
  if (value === '') return null;
  if (isSweden(countrycode)) return isSwedishPostcode(value) ? null : 'validation.format';
  return value.length > POSTCODE_MAX_LENGTH ? 'validation.tooLong' : null;
}

/** Swedish postcodes written 'NNN NN'; anything else as it is stored. */
export function formatPostcode(postcode: string, countrycode: string = DEFAULT_COUNTRY): string {
  const value = normalisePostcode(postcode, countrycode);
  return isSweden(countrycode) && isSwedishPostcode(value) ? `${value.slice(0, 3)} ${value.slice(3)}` : value;
}
