import { describe, expect, it } from 'vitest';
import { type ClaimForm, emptyClaimForm } from './claim-form';
import { claimProblems, hasProblems } from './validate-claim';

const filled: ClaimForm = {
  kind: 'damage',
  description: 'Två lådor krossade vid leverans.',
  amount: '12 500,50',
  bankType: 'bankgiro',
  clearing: '',
  accountNumber: '5050-1055',
};

describe('claim validation', () => {
  it('passes a filled claim within the insured value', () => {
    expect(claimProblems(filled, 25_000)).toEqual({});
    expect(hasProblems(claimProblems(filled, 25_000))).toBe(false);
  });

  it('asks for every field of an empty form', () => {
    expect(claimProblems(emptyClaimForm(), 25_000)).toEqual({
      kind: { key: 'validation.required' },
      description: { key: 'validation.required' },
      amount: { key: 'validation.required' },
      accountNumber: { key: 'validation.required' },
    });
    expect(claimProblems({ ...filled, description: '   ' }, 25_000)).toEqual({
      description: { key: 'validation.required' },
    });
  });

  it('takes at most the insured value, naming it; exactly the insured value passes', () => {
    expect(claimProblems({ ...filled, amount: '25000,01' }, 25_000)).toEqual({
      amount: { key: 'claims.form.amountOverInsured', values: { value: '25\u00a0000,00\u00a0SEK' } },
    });
    expect(claimProblems({ ...filled, amount: '25 000,00' }, 25_000)).toEqual({});
    expect(claimProblems({ ...filled, amount: '25000.00' }, 25_000)).toEqual({});
  });

  it('refuses an amount that is no number, zero or less, or finer than öre', () => {
    const amount = (text: string) => claimProblems({ ...filled, amount: text }, 25_000).amount?.key;
    expect(amount('tolv')).toBe('validation.number');
    expect(amount('0')).toBe('claims.form.amountPositive');
    expect(amount('-5')).toBe('claims.form.amountPositive');
    expect(amount('10,005')).toBe('claims.form.amountOre');
    expect(amount('0,01')).toBeUndefined();
  });

  it('wants a clearing number for a bank account only', () => {
    const bank = { ...filled, bankType: 'bank' as const, accountNumber: '123 456 789' };
    expect(claimProblems(bank, 25_000)).toEqual({ clearing: { key: 'validation.required' } });
    // Handelsbanken 6789, account 123 456 789: its mod 11 check digit holds.
    expect(claimProblems({ ...bank, clearing: '6789' }, 25_000)).toEqual({});
    expect(claimProblems({ ...filled, clearing: 'ignored for Bankgiro' }, 25_000)).toEqual({});
  });

  it("checks the account by the domain's rule, saying what is wrong as the server would", () => {
    const problem = (f: Partial<ClaimForm>) => claimProblems({ ...filled, ...f }, 25_000);
    // Bankgirot's own 5050-1055 with its last digit changed.
    expect(problem({ accountNumber: '5050-1056' })).toEqual({
      accountNumber: { key: 'errors.codes.bankaccount.check_digit' },
    });
    expect(problem({ accountNumber: 'BG 5050' })).toEqual({
      accountNumber: { key: 'errors.codes.bankaccount.format' },
    });
    expect(problem({ bankType: 'bank', clearing: '0123', accountNumber: '123 456 789' })).toEqual({
      clearing: { key: 'errors.codes.bankaccount.clearing_unknown' },
    });
    expect(problem({ bankType: 'plusgiro', accountNumber: '28 65 43-4' })).toEqual({});
  });

  it('refuses numbers longer than the contract keeps, and what happened past 5000 characters', () => {
    expect(claimProblems({ ...filled, accountNumber: '1'.repeat(21) }, 25_000)).toEqual({
      accountNumber: { key: 'validation.tooLong' },
    });
    expect(claimProblems({ ...filled, description: 'x'.repeat(5001) }, 25_000)).toEqual({
      description: { key: 'validation.tooLong' },
    });
  });
});
