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
/** An empty field says "Mandatory field" as every other field of the form does. */
const EMPTY = new Set(['bankaccount.required', 'bankaccount.clearing_required']);

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
 * Where the insurer pays, checked as the server checks it: the contract's schema, whose rule reads
 * the check digits of a Bankgiro, PlusGiro or bank account (and that the clearing number is a
 * bank's). A problem of the rule is its code, translated as the server's answer would be.
 */
function bankProblems(form: ClaimForm): ClaimProblems {
  const parsed = bankAccountSchema.safeParse(bankAccountOf(form));
  const problems: ClaimProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field: ClaimField = issue.path[0] === 'clearing' ? 'clearing' : 'accountNumber';
    problems[field] ??=
      issue.code === 'custom'
        ? EMPTY.has(issue.message)
          ? required
          : { key: `errors.codes.${issue.message}` }
        : issue.code === 'too_big'
          ? { key: 'validation.tooLong' }
          : { key: 'validation.format' };
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
