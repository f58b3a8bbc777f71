import type { ClaimStatus } from '../entities/claim.ts';

/**
 * Where an insurer's decision may take a submitted claim, as an administrator records it: the
 * insurer reviews it and approves it (whole or in part) or rejects it; an approved claim is paid; a
 * rejected one may be taken up again on appeal. A draft is only ever submitted (POST
 * /claim/submit), and a paid claim is closed.
 */
export const CLAIM_STATUS_CHANGES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  draft: [],
  submitted: ['inReview', 'approved', 'partlyApproved', 'rejected'],
  inReview: ['approved', 'partlyApproved', 'rejected'],
  approved: ['paid'],
  partlyApproved: ['paid'],
  rejected: ['inReview'],
  paid: [],
};

/** Whether an administrator may move a claim from `from` to `to`. */
export function claimStatusChangeAllowed(from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_STATUS_CHANGES[from].includes(to);
}
