import type { Claim } from '@skeppa/domain';
import { presentStoredFile } from '../../platform/files/checked-upload.ts';
import type { BookedShipment } from '../bookings/index.ts';
import type { ClaimFileRow, ClaimRow } from './repository.ts';

export const sek = (ore: number) => ore / 100;
export const ore = (sek: number) => Math.round(sek * 100);

/** A claim as the API answers it: amounts in SEK, the shipment's number and insured value beside it. */
export function presentClaim(row: ClaimRow, shipment: BookedShipment, files: ClaimFileRow[]): Claim {
  return {
    id: row.id,
    claimNo: row.claimNo ?? '',
    consignmentId: row.consignmentId,
    consignmentNo: shipment.consignmentNo ?? '',
    custId: row.customerId,
    createdBy: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    submittedDate: row.submittedAt?.toISOString() ?? null,
    kind: row.kind,
    description: row.description,
    amount: sek(row.amountOre),
    insuredValue: shipment.insuredValue ?? 0,
    bankAccount: { type: row.bankAccountType, clearing: row.bankClearing, number: row.bankNumber },
    status: row.status,
    files: files.filter((f) => f.claimId === row.id).map(presentStoredFile),
  };
}

/** A claim's own fields as the audit log compares them: the amount in SEK, the account as typed. */
export function recordedClaim(row: ClaimRow) {
  return {
    kind: row.kind,
    description: row.description,
    amount: sek(row.amountOre),
    bankAccountType: row.bankAccountType,
    bankClearing: row.bankClearing,
    bankNumber: row.bankNumber,
  };
}

/** How the audit log names a claim: its number once submitted, else what it is about. */
export const claimLabel = (row: Pick<ClaimRow, 'claimNo' | 'description'>) => row.claimNo ?? row.description;
