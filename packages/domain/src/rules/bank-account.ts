import { luhnCheckDigit } from './orgnr.ts';

/**
 * Swedish payment accounts checked by their check digits, after Bankgirot's "Bankernas
 * kontonummeruppbyggnad" (the clearing ranges, account types 1 and 2 and their comments; sources
 * and dates in docs/rules.md, Bank accounts). Written here rather than with the `kontonummer`
 * package: a claim needs a reason per problem (a clearing number no bank has, a wrong check digit,
 * Swedbank's fifth clearing digit) and Bankgiro and PlusGiro numbers beside bank accounts; the
 * tests check the bank accounts against that package.
 */

/** Why a bank account cannot be paid to: the code the API answers and the web app translates. */
export const BANK_ACCOUNT_PROBLEMS = [
  'bankaccount.required',
  'bankaccount.format',
  'bankaccount.length',
  'bankaccount.check_digit',
  'bankaccount.clearing_required',
  'bankaccount.clearing_unknown',
  'bankaccount.clearing_check_digit',
] as const;
export type BankAccountProblem = (typeof BANK_ACCOUNT_PROBLEMS)[number];

/** A problem and the field it is in. */
export interface BankAccountIssue {
  field: 'clearing' | 'number';
  problem: BankAccountProblem;
}

/**
 * How a bank's accounts are built and checked, by the document's type and comment:
 * - type 1 (clearing + 7 digits), comment 1: mod 11 over the clearing's last three digits and the
 *   account; comment 2: mod 11 over all four and the account;
 * - type 2 (the account alone), comment 1: 10 digits, mod 10; comment 2 (Handelsbanken): up to 9
 *   digits, mod 11; comment 3: up to 10 digits, mod 10.
 */
type Method = 'type1comment1' | 'type1comment2' | 'type2comment1' | 'type2comment2' | 'type2comment3';

interface ClearingRange {
  bank: string;
  from: number;
  to: number;
  method: Method;
}

const range = (bank: string, method: Method, ...spans: [number, number][]): ClearingRange[] =>
  spans.map(([from, to]) => ({ bank, from, to, method }));

/** Clearing number series (four digits) and their methods, as the 2024-02-22 edition lists them. */
const CLEARING_RANGES: readonly ClearingRange[] = [
  ...range(
    'Nordea',
    'type1comment1',
    [1100, 1199],
    [1400, 2099],
    [3000, 3299],
    [3301, 3399],
    [3410, 3781],
    [3783, 3999],
  ),
  ...range('Nordea', 'type1comment2', [4000, 4999]),
  ...range('Nordea (personkonto)', 'type2comment1', [3300, 3300], [3782, 3782]),
  ...range('Danske Bank', 'type1comment1', [1200, 1399], [2400, 2499]),
  ...range('Danske Bank', 'type2comment1', [9180, 9189]),
  ...range('Ålandsbanken', 'type1comment2', [2300, 2399]),
  ...range('Länsförsäkringar Bank', 'type1comment1', [3400, 3409], [9060, 9069]),
  ...range('Länsförsäkringar Bank', 'type1comment2', [9020, 9029]),
  ...range('SEB', 'type1comment1', [5000, 5999], [9120, 9124], [9130, 9149]),
  ...range('Handelsbanken', 'type2comment2', [6000, 6999]),
  ...range('Swedbank', 'type1comment1', [7000, 7999]),
  ...range('Swedbank', 'type2comment3', [8000, 8999]),
  ...range('Swedbank', 'type2comment1', [9300, 9349]),
  ...range('Citibank', 'type1comment2', [9040, 9049]),
  ...range('Multitude Bank', 'type1comment1', [9070, 9079]),
  ...range('Nordnet Bank', 'type1comment2', [9100, 9109]),
  ...range('Skandiabanken', 'type1comment2', [9150, 9169]),
  ...range('Ikano Bank', 'type1comment1', [9170, 9179]),
  ...range('DNB Bank', 'type1comment2', [9190, 9199], [9260, 9269]),
  ...range('Marginalen Bank', 'type1comment1', [9230, 9239]),
  ...range('SBAB', 'type1comment1', [9250, 9259]),
  ...range('ICA Banken', 'type1comment1', [9270, 9279]),
  ...range('Resurs Bank', 'type1comment1', [9280, 9289]),
  ...range('Landshypotek', 'type1comment2', [9390, 9399]),
  ...range('Santander Consumer Bank', 'type1comment1', [9460, 9469]),
  ...range('BNP Paribas', 'type1comment2', [9470, 9479]),
  ...range('Nordea (PlusGirot)', 'type2comment3', [9500, 9549], [9960, 9969]),
  ...range('Avanza Bank', 'type1comment2', [9550, 9569]),
  ...range('Sparbanken Syd', 'type2comment1', [9570, 9579]),
  ...range('Aion Bank', 'type1comment1', [9580, 9589]),
  ...range('Erik Penser', 'type1comment2', [9590, 9599]),
  ...range('Lån & Spar Bank', 'type1comment1', [9630, 9639]),
  ...range('NOBA Bank Group', 'type1comment2', [9640, 9649]),
  ...range('Svea Bank', 'type1comment2', [9660, 9669]),
  ...range('JAK Medlemsbank', 'type1comment2', [9670, 9679]),
  ...range('Bluestep Finans', 'type1comment1', [9680, 9689]),
  ...range('Ekobanken', 'type1comment2', [9700, 9709]),
  ...range('Lunar Bank', 'type1comment2', [9710, 9719]),
  ...range('Northmill Bank', 'type1comment2', [9750, 9759]),
  ...range('Klarna Bank', 'type1comment2', [9780, 9789]),
  ...range('Riksgälden', 'type1comment2', [9880, 9889]),
  ...range('Riksgälden', 'type2comment1', [9890, 9899]),
];

/** Digits the account may have, check digit included, by method. */
const ACCOUNT_DIGITS: Record<Method, { min: number; max: number }> = {
  type1comment1: { min: 7, max: 7 },
  type1comment2: { min: 7, max: 7 },
  type2comment1: { min: 10, max: 10 },
  // Handelsbanken's accounts have nine digits; older ones are written without leading zeros.
  type2comment2: { min: 6, max: 9 },
  // Swedbank's 8xxx accounts have 7 to 10 digits, PlusGirot's accounts as few as 2.
  type2comment3: { min: 2, max: 10 },
};

/** Spaces, hyphens, dots and commas people write in account numbers: only the digits count. */
const SEPARATORS = /[\s.,\u00a0\u2010-\u2015-]/g;

/** The digits of a number as typed: separators go; anything else is kept for the format check. */
export function normaliseBankDigits(value: string): string {
  return value.replace(SEPARATORS, '');
}

const isDigits = (s: string) => /^\d+$/.test(s);

/** Luhn (mod 10) over every digit, the last being the check digit. */
export function isMod10Valid(digits: string): boolean {
  return isDigits(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** The document's mod 11 weights, counted from the right: 1, 2, … 10, and 1 for an eleventh digit. */
const MOD11_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

/** Mod 11 over at most 11 digits, the last being the check digit: the weighted sum is a multiple of 11. */
export function isMod11Valid(digits: string): boolean {
  if (!isDigits(digits) || digits.length > MOD11_WEIGHTS.length) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * MOD11_WEIGHTS[i]!;
  return sum % 11 === 0;
}

/** A Bankgiro number: 7 or 8 digits, the last a mod 10 check digit. */
export function isValidBankgiro(number: string): boolean {
  const digits = normaliseBankDigits(number);
  return /^\d{7,8}$/.test(digits) && isMod10Valid(digits);
}

/** A PlusGiro number: 2 to 8 digits, the last a mod 10 check digit. */
export function isValidPlusgiro(number: string): boolean {
  const digits = normaliseBankDigits(number);
  return /^\d{2,8}$/.test(digits) && isMod10Valid(digits);
}

/** The bank and its method for a four-digit clearing number, or undefined when no bank has it. */
function clearingRange(clearing4: string): ClearingRange | undefined {
  const n = Number(clearing4);
  return CLEARING_RANGES.find((r) => n >= r.from && n <= r.to);
}

/** The bank of a clearing number (4 digits, or Swedbank's 5), or null when no bank has it. */
export function bankOfClearing(clearing: string): string | null {
  const digits = normaliseBankDigits(clearing);
  if (!/^\d{4,5}$/.test(digits)) return null;
  return clearingRange(digits.slice(0, 4))?.bank ?? null;
}

/**
 * Swedbank's clearing numbers starting with 8 are written with a fifth digit, a mod 10 check digit
 * over the four (8327-9): it is checked, then only the four count.
 */
function clearingIssue(clearing: string): BankAccountIssue | null {
  const at = (problem: BankAccountProblem): BankAccountIssue => ({ field: 'clearing', problem });
  if (clearing === '') return at('bankaccount.clearing_required');
  if (!isDigits(clearing)) return at('bankaccount.format');
  if (clearing.length === 5 && clearing.startsWith('8')) {
    return isMod10Valid(clearing) ? null : at('bankaccount.clearing_check_digit');
  }
  if (clearing.length !== 4) return at('bankaccount.length');
  return clearingRange(clearing) ? null : at('bankaccount.clearing_unknown');
}

function accountValid(method: Method, clearing4: string, account: string): boolean {
  switch (method) {
    case 'type1comment1':
      return isMod11Valid(clearing4.slice(1) + account);
    case 'type1comment2':
      return isMod11Valid(clearing4 + account);
    case 'type2comment2':
      return isMod11Valid(account);
    default:
      return isMod10Valid(account);
  }
}

/** A bank account (clearing + account number): its first problem, or null when it can be paid to. */
function bankIssue(clearing: string, number: string): BankAccountIssue | null {
  const wrongClearing = clearingIssue(clearing);
  if (wrongClearing) return wrongClearing;
  const { method } = clearingRange(clearing.slice(0, 4))!;
  const { min, max } = ACCOUNT_DIGITS[method];
  if (number.length < min || number.length > max) return { field: 'number', problem: 'bankaccount.length' };
  if (!accountValid(method, clearing.slice(0, 4), number))
    return { field: 'number', problem: 'bankaccount.check_digit' };
  return null;
}

/** The kinds of account a claim is paid to (entities/claim.ts BANK_ACCOUNT_TYPES). */
export interface BankAccountInput {
  type: 'bankgiro' | 'plusgiro' | 'bank';
  clearing: string;
  number: string;
}

/**
 * Why an account cannot be paid to, the first problem found, or null. Separators are allowed in
 * what is typed (normalisedBankAccount removes them); a Bankgiro or PlusGiro has no clearing
 * number, and one typed there is ignored.
 */
export function bankAccountIssue(account: BankAccountInput): BankAccountIssue | null {
  const number = normaliseBankDigits(account.number);
  if (number === '') return { field: 'number', problem: 'bankaccount.required' };
  if (!isDigits(number)) return { field: 'number', problem: 'bankaccount.format' };
  if (account.type === 'bank') return bankIssue(normaliseBankDigits(account.clearing), number);
  const [min, max] = account.type === 'bankgiro' ? [7, 8] : [2, 8];
  if (number.length < min || number.length > max) return { field: 'number', problem: 'bankaccount.length' };
  return isMod10Valid(number) ? null : { field: 'number', problem: 'bankaccount.check_digit' };
}

/** The account as stored: digits only, and no clearing number for a Bankgiro or PlusGiro. */
export function normalisedBankAccount<T extends BankAccountInput>(account: T): T {
  return {
    ...account,
    clearing: account.type === 'bank' ? normaliseBankDigits(account.clearing) : '',
    number: normaliseBankDigits(account.number),
  };
}

/** Groups of `size` digits counted from the right: '123456789' → '123 456 789'. */
const groupsFromRight = (digits: string, size: number) =>
  digits.replace(new RegExp(`\\B(?=(\\d{${size}})+(?!\\d))`, 'g'), ' ');

/**
 * A valid account as people write it, for a mail: 'Bankgiro 5050-1055', 'PlusGiro 28 65 43-4',
 * 'Swedbank 8327-9, 123 456 789-0' (the check digit set off where the bank's own papers do).
 */
export function formatBankAccount(account: BankAccountInput): string {
  const { clearing, number } = normalisedBankAccount(account);
  if (account.type === 'bankgiro') return `Bankgiro ${number.slice(0, -4)}-${number.slice(-4)}`;
  if (account.type === 'plusgiro')
    return `PlusGiro ${groupsFromRight(number.slice(0, -1), 2)}-${number.slice(-1)}`;
  const bank = bankOfClearing(clearing) ?? 'Bank';
  const shownClearing = clearing.length === 5 ? `${clearing.slice(0, 4)}-${clearing.slice(4)}` : clearing;
  const range = clearingRange(clearing.slice(0, 4));
  const shownNumber =
    range?.method === 'type2comment3' || range?.method === 'type2comment1'
      ? `${groupsFromRight(number.slice(0, -1), 3)}-${number.slice(-1)}`
      : groupsFromRight(number, 3);
  return `${bank} ${shownClearing}, ${shownNumber}`;
}
