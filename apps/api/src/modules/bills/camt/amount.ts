/**
 * The öre of an ISO 20022 amount ("1234.5" → 123450), or null when it is not a plain non-negative
 * decimal with at most two decimals or does not fit a safe integer. Read from the digits, never
 * through a float: 0.29 × 100 is 28.999999999999996 in floating point.
 */
export function oreOfAmount(text: string): number | null {
  // xs:decimal allows a leading plus and "5." or ".5"; ISO 20022 amounts carry no sign (the
  // credit/debit indicator does) and SEK has two decimals, so a third is a file we do not trust.
  const match = /^\+?(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const ore = BigInt(`${whole || '0'}${fraction.padEnd(2, '0')}`);
  return ore <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(ore) : null;
}
