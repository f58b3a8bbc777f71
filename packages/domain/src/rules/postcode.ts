import { DEFAULT_COUNTRY } from '../constants/countries.ts';
import { textLength } from '../entities/primitives.ts';

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
  if (textLength(value) > POSTCODE_MAX_LENGTH) return 'validation.tooLong';
  // Where the number of digits is fixed, anything else is a typo ('1011' for a German '10115').
  const digits = DIGITS[countrycode.trim().toUpperCase()];
  if (digits !== undefined && !new RegExp(`^\\d{${digits}}$`).test(postcodeKey(value)))
    return 'validation.format';
  return null;
}

/** Swedish postcodes written 'NNN NN'; anything else as it is stored. */
export function formatPostcode(postcode: string, countrycode: string = DEFAULT_COUNTRY): string {
  const value = normalisePostcode(postcode, countrycode);
  return isSweden(countrycode) && isSwedishPostcode(value) ? `${value.slice(0, 3)} ${value.slice(3)}` : value;
}

/** The form postcodes are compared and looked up in: no spaces, upper case ('sw1a 1aa' → 'SW1A1AA'). */
export const postcodeKey = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

// Countries whose postcodes have a fixed number of digits: the city is looked up only once the
// postcode is complete, so half-typed postcodes cause no calls and no "can't find city".
const DIGITS: Readonly<Record<string, number>> = {
  SE: 5,
  FI: 5,
  DE: 5,
  FR: 5,
  ES: 5,
  IT: 5,
  NO: 4,
  DK: 4,
  AT: 4,
  CH: 4,
};

// Countries without postcodes (or where carriers do not ask for one).
const NO_POSTCODE = new Set(
  'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP LC ML MO MR MW NR NU QA RW SB SC SL SR ST SY TF TG TK TL TO TT TV UG VU YE ZW'.split(
    ' ',
  ),
);

/** Whether pricing and booking need a postcode in this country. */
export function postcodeRequired(countrycode: string): boolean {
  return !NO_POSTCODE.has(countrycode.toUpperCase());
}

/** Whether a postcode is typed far enough to look its city up. */
export function isCompletePostcode(countrycode: string, postcode: string): boolean {
  const p = postcodeKey(postcode);
  const digits = DIGITS[countrycode.toUpperCase()];
  if (digits !== undefined) return new RegExp(`^\\d{${digits}}$`).test(p);
  return p.length >= 3;
}
