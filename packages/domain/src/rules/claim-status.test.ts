import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '../entities/claim.ts';
import { claimStatusRequestSchema } from '../requests/claim.ts';
import { CLAIM_STATUS_CHANGES, claimStatusChangeAllowed } from './claim-status.ts';

describe('claim status changes', () => {
  it('follow the insurer’s decision from submitted to paid', () => {
    expect(claimStatusChangeAllowed('submitted', 'inReview')).toBe(true);
    expect(claimStatusChangeAllowed('inReview', 'partlyApproved')).toBe(true);
    expect(claimStatusChangeAllowed('partlyApproved', 'paid')).toBe(true);
    expect(claimStatusChangeAllowed('rejected', 'inReview')).toBe(true);
  });

  it('never touch a draft, never leave paid, never pay what was not approved', () => {
    expect(claimStatusChangeAllowed('draft', 'approved')).toBe(false);
    expect(claimStatusChangeAllowed('paid', 'inReview')).toBe(false);
    expect(claimStatusChangeAllowed('submitted', 'paid')).toBe(false);
    expect(claimStatusChangeAllowed('rejected', 'paid')).toBe(false);
  });

  it('only ever moves to a status an administrator may ask for, and never stays put', () => {
    const asked = claimStatusRequestSchema.shape.status.options as readonly string[];
    fc.assert(
      fc.property(fc.constantFrom(...CLAIM_STATUSES), fc.constantFrom(...CLAIM_STATUSES), (from, to) => {
        if (claimStatusChangeAllowed(from, to)) {
          expect(asked).toContain(to);
          expect(to).not.toBe(from);
        }
      }),
    );
    expect(Object.keys(CLAIM_STATUS_CHANGES).sort()).toEqual([...CLAIM_STATUSES].sort());
  });
});
