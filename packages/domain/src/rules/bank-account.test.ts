import fc from 'fast-check';
import { valid as kontonummerValid } from 'kontonummer';
import { describe, expect, it } from 'vitest';
import { bankAccountSchema } from '../entities/claim.ts';
import {
  BANK_ACCOUNT_PROBLEMS,
  bankAccountIssue,
  bankOfClearing,
  formatBankAccount,
  isMod10Valid,
  isMod11Valid,
  isValidBankgiro,
  isValidPlusgiro,
  normalisedBankAccount,
} from './bank-account.ts';
import { luhnCheckDigit } from './orgnr.ts';

const bank = (clearing: string, number: string) => ({ type: 'bank' as const, clearing, number });
const problem = (a: Parameters<typeof bankAccountIssue>[0]) => bankAccountIssue(a)?.problem ?? null;

describe('Bankgiro and PlusGiro numbers', () => {
  it('accept Bankgirot’s own numbers, worked by hand', () => {
    // 5050-1055: body 505010 5 … from the right, doubling first: 5→1, 0, 1→2, 0, 5→1, 0, 5→1 (the
    // leading 5 doubled) = 5, so the check digit is 10 − 5 = 5.
    expect(isValidBankgiro('5050-1055')).toBe(true);
    // 160-9908 (on the letterhead of Bankgirot's document): 0→0, 9, 9→9, 0, 6→3, 1 = 22, check 8.
    expect(isValidBankgiro('160-9908')).toBe(true);
    expect(isValidBankgiro('5050-1056')).toBe(false);
    expect(isValidBankgiro('505-010')).toBe(false); // 6 digits
    expect(isValidBankgiro('50501055 1')).toBe(false); // 9 digits
  });

  it('accept a PlusGiro number of 2 to 8 digits with its check digit', () => {
    // 4 12 34-6: body 41234 from the right, doubling first: 4→8, 3, 2→4, 1, 4→8 = 24, check 6.
    expect(isValidPlusgiro('4 12 34-6')).toBe(true);
    expect(isValidPlusgiro('412345')).toBe(false);
    // 1-8: body 1 doubled is 2, check 8.
    expect(isValidPlusgiro('18')).toBe(true);
    expect(isValidPlusgiro('8')).toBe(false);
  });

  it('take every body with its Luhn check digit and refuse every other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,7}$/), fc.integer({ min: 0, max: 9 }), (body, last) => {
        const ok = last === luhnCheckDigit(body);
        expect(isValidBankgiro(`${body}${last}`)).toBe(ok);
        expect(bankAccountIssue({ type: 'bankgiro', clearing: '', number: `${body}${last}` })).toEqual(
          ok ? null : { field: 'number', problem: 'bankaccount.check_digit' },
        );
      }),
    );
  });
});

describe('bank accounts by Bankgirot’s clearing ranges', () => {
  it('check type 1 comment 1 over the clearing’s last three digits and the account (mod 11)', () => {
    // SEB 5000, 123456C: 0·10 + 0·9 + 0·8 + 1·7 + 2·6 + 3·5 + 4·4 + 5·3 + 6·2 = 77 = 7·11, so C = 0.
    expect(problem(bank('5000', '1234560'))).toBeNull();
    expect(problem(bank('5000', '1234561'))).toBe('bankaccount.check_digit');
    // Danske Bank 1200, 123456C: 2·10 + 77 = 97 ≡ 9 (mod 11), so C = 2.
    expect(problem(bank('1200', '1234562'))).toBeNull();
    // Swedbank 7000 is type 1 too, checked the same way as SEB 5000.
    expect(problem(bank('7000', '1234560'))).toBeNull();
  });

  it('check type 1 comment 2 over all four clearing digits and the account (mod 11)', () => {
    // Avanza 9550, 123456C with weights 1, 10, 9 … 1: 9 + 50 + 45 + 0 + 7 + 12 + 15 + 16 + 15 + 12
    // = 181 ≡ 5 (mod 11), so C = 6.
    expect(problem(bank('9550', '1234566'))).toBeNull();
    expect(problem(bank('9550', '1234560'))).toBe('bankaccount.check_digit');
  });

  it('check Handelsbanken’s nine digits alone (type 2 comment 2, mod 11)', () => {
    // 123456789 with weights 9 … 1: 9 + 16 + 21 + 24 + 25 + 24 + 21 + 16 + 9 = 165 = 15·11.
    expect(problem(bank('6789', '123 456 789'))).toBeNull();
    expect(problem(bank('6000', '123456788'))).toBe('bankaccount.check_digit');
    expect(problem(bank('6000', '1234567890'))).toBe('bankaccount.length');
  });

  it('check Nordea’s personkonto, the holder’s personal number (type 2 comment 1, mod 10)', () => {
    expect(problem(bank('3300', '811218-9876'))).toBeNull();
    expect(problem(bank('3300', '8112189877'))).toBe('bankaccount.check_digit');
    expect(problem(bank('3300', '811218987'))).toBe('bankaccount.length');
  });

  it('check Swedbank’s 8xxx accounts (type 2 comment 3) and the fifth clearing digit', () => {
    // 8327-9: clearing 8327 from the right, doubling first: 7→14→5, 2, 3→6, 8 = 21, check 9.
    // Account 123456789C: 9→9, 8, 7→5, 6, 5→1, 4, 3→6, 2, 1→2 = 43, so C = 7.
    expect(problem(bank('8327-9', '123 456 789-7'))).toBeNull();
    expect(problem(bank('8327', '1234567897'))).toBeNull();
    expect(problem(bank('8327-8', '1234567897'))).toBe('bankaccount.clearing_check_digit');
    expect(problem(bank('8327-9', '1234567898'))).toBe('bankaccount.check_digit');
  });

  it('name each problem with its field', () => {
    expect(bankAccountIssue(bank('', '1234560'))).toEqual({
      field: 'clearing',
      problem: 'bankaccount.clearing_required',
    });
    expect(bankAccountIssue(bank('0999', '1234560'))?.problem).toBe('bankaccount.clearing_unknown');
    expect(bankAccountIssue(bank('12', '1234560'))?.problem).toBe('bankaccount.length');
    expect(bankAccountIssue(bank('50A0', '1234560'))?.problem).toBe('bankaccount.format');
    expect(bankAccountIssue(bank('5000', ''))).toEqual({ field: 'number', problem: 'bankaccount.required' });
    expect(bankAccountIssue(bank('5000', '12x4560'))?.problem).toBe('bankaccount.format');
    expect(bankAccountIssue(bank('5000', '123456'))?.problem).toBe('bankaccount.length');
  });

  it('know the bank of a clearing number', () => {
    expect(bankOfClearing('8327-9')).toBe('Swedbank');
    expect(bankOfClearing('6000')).toBe('Handelsbanken');
    expect(bankOfClearing('3300')).toBe('Nordea (personkonto)');
    expect(bankOfClearing('0999')).toBeNull();
  });
});

/** The canonical account length of a clearing number's bank, as the oracle expects it. */
function oracleLength(clearing: number): number {
  if (clearing >= 6000 && clearing <= 6999) return 9;
  if ((clearing >= 9500 && clearing <= 9549) || clearing >= 9960) return 8;
  if (clearing >= 8000 && clearing <= 8999) return 10;
  if ([3300, 3782].includes(clearing)) return 10;
  if ((clearing >= 9180 && clearing <= 9189) || (clearing >= 9300 && clearing <= 9349)) return 10;
  if ((clearing >= 9570 && clearing <= 9579) || (clearing >= 9890 && clearing <= 9899)) return 10;
  return 7;
}

describe('bank accounts against the kontonummer package', () => {
  it('agree on every clearing number a bank has and any account of its length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.stringMatching(/^[0-9]{10}$/),
        (clearingNo, digits) => {
          const clearing = String(clearingNo);
          fc.pre(bankOfClearing(clearing) !== null);
          const number = digits.slice(0, oracleLength(clearingNo));
          expect(problem(bank(clearing, number)) === null).toBe(kontonummerValid(clearing, number));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('check digits', () => {
  it('catch every single wrong digit of a valid type 1 account', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('5000', '1200', '9550', '3410', '9270'),
        fc.stringMatching(/^[0-9]{6}$/),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (clearing, body, at, change) => {
          const number = [...'0123456789'].map((c) => body + c).find((n) => !problem(bank(clearing, n)));
          fc.pre(number !== undefined);
          const wrong = number!.slice(0, at) + ((Number(number![at]) + change) % 10) + number!.slice(at + 1);
          expect(problem(bank(clearing, wrong))).toBe('bankaccount.check_digit');
        },
      ),
    );
  });

  it('mod 10 and mod 11 refuse what is not digits', () => {
    expect(isMod10Valid('')).toBe(false);
    expect(isMod11Valid('12a')).toBe(false);
    expect(isMod11Valid('123456789012')).toBe(false);
  });

  it('never throw, and answer one of the known problems or none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bankgiro', 'plusgiro', 'bank'),
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 20 }),
        (type, clearing, number) => {
          const issue = bankAccountIssue({ type, clearing, number });
          if (issue) expect(BANK_ACCOUNT_PROBLEMS).toContain(issue.problem);
        },
      ),
    );
  });
});

describe('the account as stored and shown', () => {
  it('keeps digits only and drops a clearing number typed for a giro', () => {
    expect(normalisedBankAccount({ type: 'bankgiro', clearing: '1234', number: '5050-1055' })).toEqual({
      type: 'bankgiro',
      clearing: '',
      number: '50501055',
    });
    expect(normalisedBankAccount(bank('8327-9', '123 456 789-7'))).toEqual(bank('83279', '1234567897'));
  });

  it('formats each kind as its papers write it', () => {
    expect(formatBankAccount({ type: 'bankgiro', clearing: '', number: '50501055' })).toBe(
      'Bankgiro 5050-1055',
    );
    expect(formatBankAccount({ type: 'bankgiro', clearing: '', number: '1609908' })).toBe(
      'Bankgiro 160-9908',
    );
    expect(formatBankAccount({ type: 'plusgiro', clearing: '', number: '412346' })).toBe(
      'PlusGiro 4 12 34-6',
    );
    expect(formatBankAccount(bank('83279', '1234567897'))).toBe('Swedbank 8327-9, 123 456 789-7');
    expect(formatBankAccount(bank('6789', '123456789'))).toBe('Handelsbanken 6789, 123 456 789');
  });
});

describe('bankAccountSchema', () => {
  it('refuses a bad number with the problem as its message, on its field', () => {
    const result = bankAccountSchema.safeParse({ type: 'bank', clearing: '5000', number: '1234561' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['number'], 'bankaccount.check_digit'],
    ]);
    expect(bankAccountSchema.safeParse({ type: 'bankgiro', clearing: '', number: '5050-1055' }).success).toBe(
      true,
    );
  });
});
