import { type Complaint, complaintStatus } from '@skeppa/domain';
import { presentStoredFile } from '../../platform/files/checked-upload.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { ComplaintRepository, ComplaintRow } from './repository.ts';
import { isAdmin } from './viewer.ts';

/** Complaints as the API answers them: carrier names and files asked for all rows at once. */
export function complaintPresenter(repo: ComplaintRepository) {
  return async function present(user: AccessClaims, rows: ComplaintRow[]): Promise<Complaint[]> {
    const [carriers, allFiles] = await Promise.all([repo.carrierNames(), repo.files(rows.map((r) => r.id))]);
    return rows.map((row) => {
      const own = allFiles.filter((f) => f.complaintId === row.id).map(presentStoredFile);
      const sentDate = row.sentDate?.toISOString() ?? null;
      return {
        id: row.id,
        custId: row.customerId,
        supplierId: row.supplierId,
        supplier: row.supplierId === null ? '' : (carriers.get(row.supplierId)?.name ?? ''),
        createdBy: row.createdBy,
        createdDate: row.createdDate.toISOString(),
        sentDate,
        sentReceiverId: row.sentReceiverId,
        identifier: row.identifier,
        attachedFileUrl: own[0]?.filePath ?? '',
        description: row.description,
        complaintClaim: row.complaintClaimOre === null ? null : row.complaintClaimOre / 100,
        replyToMember: row.replyToMember,
        markMemberList: row.markMemberList,
        markAdminList: row.markAdminList,
        refComplaintId: row.refComplaintId,
        processed: row.processed,
        internalComment: isAdmin(user) ? row.internalComment : '',
        status: complaintStatus({ sentDate, replyToMember: row.replyToMember, processed: row.processed }),
        consignmentId: row.consignmentId,
        files: own,
        lastReminderDate: row.lastReminderAt?.toISOString() ?? null,
      };
    });
  };
}
