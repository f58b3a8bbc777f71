import type { AftercareDeadlineKind } from '@skeppa/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { aftercareDeadlineNotices, insuranceClaims } from '../../db/schema/index.ts';

/** A case still open on a shipment: whose it is and who gets its deadline mails. */
export interface OpenCase {
  companyId: number;
  customerId: number;
  consignmentId: number;
}

/** aftercare_deadline_notices, and the open claims the deadline job looks at. */
export function noticesRepository(db: Executor) {
  return {
    /** Claims still drafts: their user has not sent them yet. */
    openClaims(): Promise<OpenCase[]> {
      return db
        .selectDistinct({
          companyId: insuranceClaims.companyId,
          customerId: insuranceClaims.customerId,
          consignmentId: insuranceClaims.consignmentId,
        })
        .from(insuranceClaims)
        .where(eq(insuranceClaims.status, 'draft'));
    },

    /**
     * Records that the user was told of these deadlines of the shipment and answers the kinds not
     * recorded before: a run again, or another process's at once, finds them taken and mails none.
     */
    async record(
      consignmentId: number,
      customerId: number,
      kinds: readonly AftercareDeadlineKind[],
    ): Promise<AftercareDeadlineKind[]> {
      if (kinds.length === 0) return [];
      const rows = await db
        .insert(aftercareDeadlineNotices)
        .values(kinds.map((kind) => ({ consignmentId, customerId, kind })))
        .onConflictDoNothing()
        .returning({ kind: aftercareDeadlineNotices.kind });
      return rows.map((r) => r.kind);
    },
  };
}
