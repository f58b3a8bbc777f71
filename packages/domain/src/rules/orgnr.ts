/**
 * Swedish organisation numbers (DOMAIN.md): 10 digits written NNNNNN-NNNN, the last a Luhn check
 * digit over the first nine. Sole traders use their personal identity number, which has the same
 * shape and check, so both are accepted; the stricter company rule (third digit 2 or more) would
 * turn away enskilda firmor. Written here rather than with the `organisationsnummer` package: its
 * personal-number path reads the clock to guess the century, and its CommonJS typing does not
 * import cleanly under NodeNext. The tests check this rule against that package.
 */

/** The Luhn check digit of a string of digits (weights 2, 1, 2, … from the left for 9 digits). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Double every second digit counting from the right of the full number (check digit included).
    const double = (digits.length - i) % 2 === 1;
    let v = Number(digits[i]) * (double ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Digits only: spaces, the hyphen and '+' go; a 12-digit form with the '16' prefix
 * (Skatteverket's) or a century (a sole trader's personal number) loses those two digits.
 */
export function normaliseOrgNo(value: string): string {
  const digits = value.replace(/[\s\u00a0+-]/g, '');
  return /^(16|19|20)\d{10}$/.test(digits) ? digits.slice(2) : digits;
}

export function isValidOrgNo(value: string): boolean {
  const digits = normaliseOrgNo(value);
  return /^\d{10}$/.test(digits) && luhnCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** A valid number as NNNNNN-NNNN; anything else trimmed, so the user sees what they typed. */
export function formatOrgNo(value: string): string {
  if (!isValidOrgNo(value)) return value.trim();
  const digits = normaliseOrgNo(value);
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}
