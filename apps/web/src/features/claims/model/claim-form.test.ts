import type { Claim } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { bankAccountOf, claimInputOf, emptyClaimForm, formFromClaim } from './claim-form';

const draft: Claim = {
  id: 3,
  claimNo: '',
  consignmentId: 41,
  consignmentNo: '1234567897',
  custId: 7,
  createdBy: 'user@skeppa.test',
  createdDate: '2026-11-25T09:00:00Z',
  submittedDate: null,
  kind: 'damage',
  description: 'Pallen kom fram med krossade lådor.',
  amount: 12500.5,
  insuredValue: 25000,
  bankAccount: { type: 'bank', clearing: '6789', number: '123456789' },
  status: 'draft',
  files: [],
};

describe('claim form', () => {
  it('starts with no kind chosen and Bankgiro as the way to be paid', () => {
    expect(emptyClaimForm()).toEqual({
      kind: '',
      description: '',
      amount: '',
      bankType: 'bankgiro',
      clearing: '',
      accountNumber: '',
    });
  });

  it('takes a saved draft back with its amount written the Swedish way', () => {
    expect(formFromClaim(draft)).toEqual({
      kind: 'damage',
      description: 'Pallen kom fram med krossade lådor.',
      amount: '12\u00a0500,50',
      bankType: 'bank',
      clearing: '6789',
      accountNumber: '123456789',
    });
  });

  it('sends the numbers as digits, and the clearing number only for a bank account', () => {
    const form = {
      ...emptyClaimForm(),
      bankType: 'bankgiro' as const,
      clearing: '8327',
      accountNumber: '123-4567',
    };
    expect(bankAccountOf(form)).toEqual({ type: 'bankgiro', clearing: '', number: '1234567' });
    expect(bankAccountOf({ ...form, bankType: 'bank', accountNumber: '912 345 678-9' })).toEqual({
      type: 'bank',
      clearing: '8327',
      number: '9123456789',
    });
  });

  it('reads the amount typed with a decimal comma and trims what happened', () => {
    const form = {
      ...emptyClaimForm(),
      kind: 'loss' as const,
      description: '  Ett kolli saknades.  ',
      amount: '1 234,56',
      accountNumber: '5050-1055',
    };
    expect(claimInputOf(form)).toEqual({
      kind: 'loss',
      description: 'Ett kolli saknades.',
      amount: 1234.56,
      bankAccount: { type: 'bankgiro', clearing: '', number: '50501055' },
    });
  });
});
