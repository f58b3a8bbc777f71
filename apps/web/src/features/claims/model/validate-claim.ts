import { bankAccountSchema, formatMoney, parseDecimal } from '@skeppa/domain';
import { bankAccountOf, type ClaimForm } from './claim-form';

/** A message as a translation key with its values, so tests and the screen share it. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
}

export type ClaimField = 'kind' | 'description' | 'amount' | 'clearing' | 'accountNumber';
export type ClaimProblems = Partial<Record<ClaimField, Problem>>;

const DESCRIPTION_MAX = 5000;
const required: Problem = { key: 'validation.required' };

/** SEK as typed: a positive number of whole öre, at most the insured value (the server checks it too). */
function amountProblem(text: string, insuredValue: number): Problem | undefined {
  if (text.trim() === '') return required;
  const amount = parseDecimal(text);
  if (amount === null) return { key: 'validation.number' };
  if (amount <= 0) return { key: 'claims.form.amountPositive' };
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return { key: 'claims.form.amountOre' };
  if (amount > insuredValue)
    return { key: 'claims.form.amountOverInsured', values: { value: formatMoney(insuredValue, 'SEK') } };
  return undefined;
}

/**
 * Where the insurer pays. The number and a bank account's clearing number must be there, in
 * digits (spaces and dashes as people write them are fine); the contract's schema sets their length.
 */
function bankProblems(form: ClaimForm): ClaimProblems {
  const account = bankAccountOf(form);
  const problems: ClaimProblems = {};
  const digits = (value: string): Problem | undefined =>
    value === '' ? required : /^\d+$/.test(value) ? undefined : { key: 'claims.form.digitsOnly' };
  if (account.type === 'bank') problems.clearing = digits(account.clearing);
  problems.accountNumber = digits(account.number);
  const parsed = bankAccountSchema.safeParse(account);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field: ClaimField = issue.path[0] === 'clearing' ? 'clearing' : 'accountNumber';
      problems[field] ??= { key: 'validation.tooLong' };
    }
  return problems;
}

/**
 * What keeps the claim from being submitted, one problem per field: the kind, what happened, the
 * amount (at most the shipment's insured value) and the account to pay it to.
 */
export function claimProblems(form: ClaimForm, insuredValue: number): ClaimProblems {
  const description = form.description.trim();
  const problems: ClaimProblems = {
    kind: form.kind === '' ? required : undefined,
    description:
      description === ''
        ? required
        : description.length > DESCRIPTION_MAX
          ? { key: 'validation.tooLong' }
          : undefined,
    amount: amountProblem(form.amount, insuredValue),
    ...bankProblems(form),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined)) as ClaimProblems;
}

export const hasProblems = (problems: ClaimProblems) => Object.keys(problems).length > 0;
