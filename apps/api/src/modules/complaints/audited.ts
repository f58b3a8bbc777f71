import type { Executor } from '../../db/client.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { ComplaintRow } from './repository.ts';

/** A complaint's own fields as the audit log compares them: the claim in SEK, no dates. */
export function recorded(row: ComplaintRow) {
  return {
    supplierId: row.supplierId,
    identifier: row.identifier,
    description: row.description,
    complaintClaim: row.complaintClaimOre === null ? null : row.complaintClaimOre / 100,
    consignmentId: row.consignmentId,
    refComplaintId: row.refComplaintId,
    replyToMember: row.replyToMember,
    processed: row.processed,
    internalComment: row.internalComment,
    markAdminList: row.markAdminList,
  };
}

/** How the audit log names a complaint: what the customer identified it by. */
export const label = (row: Pick<ComplaintRow, 'identifier'>) => row.identifier;

/** complaint.sent, when a write sent the complaint to the carrier (its sent date came with it). */
export function sentRecorder(audit: Audit) {
  return async (tx: Executor, user: AccessClaims, before: ComplaintRow, after: ComplaintRow) => {
    if (before.sentDate !== null || after.sentDate === null) return;
    await audit.record(tx, user, {
      action: 'complaint.sent',
      object: { id: after.id, label: label(after) },
      changes: { sentTo: { from: null, to: after.sentReceiverId } },
    });
  };
}
