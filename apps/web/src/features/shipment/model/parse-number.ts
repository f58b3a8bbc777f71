import { parseDecimal as parseNumber } from '@skeppa/domain';

/** What a typed number is: nothing yet, not a number, or a number. */
export type Parsed = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

/**
 * Reads a number as a Swedish user types it ("1 200,5"), through the domain's one parser, and
 * tells an empty field from a wrong one so the form can say which.
 */
export function parseDecimal(text: string): Parsed {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseNumber(text);
  return value === null ? { kind: 'invalid' } : { kind: 'number', value };
}

/** The number, or 0 while the field is empty or wrong: live totals show what is known so far. */
export function numberOrZero(text: string): number {
  const p = parseDecimal(text);
  return p.kind === 'number' ? p.value : 0;
}
