import { formatNumber, insuredValueProblem, parseDecimal } from '@skeppa/domain';

export type InsuredValueInput =
  | { kind: 'clear' }
  | { kind: 'value'; value: number }
  | { kind: 'problem'; key: 'validation.number' | 'profile.insurance.min' | 'profile.insurance.max' };

/**
 * The default insured goods value as typed ("25 000", "25000,50"): empty clears it, anything else
 * must be a number of SEK 1,000–1,000,000 (SPEC §5), told apart so the field can say which.
 */
export function readInsuredValue(text: string): InsuredValueInput {
  if (text.trim() === '') return { kind: 'clear' };
  const value = parseDecimal(text);
  if (value === null) return { kind: 'problem', key: 'validation.number' };
  const problem = insuredValueProblem(value);
  if (problem === 'min') return { kind: 'problem', key: 'profile.insurance.min' };
  if (problem === 'max') return { kind: 'problem', key: 'profile.insurance.max' };
  return { kind: 'value', value };
}

/** The stored value as the field shows it. */
export const insuredValueText = (value: number | null): string => (value === null ? '' : formatNumber(value));
