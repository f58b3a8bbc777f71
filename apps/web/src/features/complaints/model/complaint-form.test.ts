import { describe, expect, it } from 'vitest';
import { complaintInputOf, complaintProblems, emptyComplaintForm } from './complaint-form';

const filled = {
  ...emptyComplaintForm(),
  supplierId: 116,
  identifier: ' 40123 ',
  description: ' Trasig pall ',
};

describe('the complaint form', () => {
  it('asks for the carrier, the identifier and what happened', () => {
    expect(complaintProblems(emptyComplaintForm())).toEqual({
      supplierId: 'validation.required',
      identifier: 'validation.required',
      description: 'validation.required',
    });
    expect(complaintProblems(filled)).toEqual({});
  });

  it('reads an amount with a decimal comma, and refuses what is not one', () => {
    expect(complaintInputOf({ ...filled, claim: '1 250,50' })).toEqual({
      supplierId: 116,
      identifier: '40123',
      description: 'Trasig pall',
      complaintClaim: 1250.5,
      consignmentId: null,
    });
    expect(complaintInputOf(filled).complaintClaim).toBeNull();
    for (const bad of ['tusen', '-5', '12,345', '20000000'])
      expect(complaintProblems({ ...filled, claim: bad }).claim, bad).toBe('complaints.form.badAmount');
  });
});
