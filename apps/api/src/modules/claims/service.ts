import {
  AFTERCARE_CONTENT_TYPES,
  AFTERCARE_FILE_MAX_BYTES,
  AFTERCARE_FILES_MAX_TOTAL_BYTES,
  type BankAccount,
  type Claim,
  type ClaimKind,
  type ClaimListResponse,
  type ClaimStatus,
  CUSTOMER_LEVEL_ADMIN,
  type claimCreateRequestSchema,
  claimStatusChangeAllowed,
  type claimUpdateRequestSchema,
  normalisedBankAccount,
  sniffAftercareContentType,
} from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import {
  presentStoredFile,
  removeStoredFiles,
  storeCheckedFile,
} from '../../platform/files/checked-upload.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { Upload } from '../../platform/files/upload.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import type { BookedShipment } from '../bookings/index.ts';
import { claimLabel, ore, presentClaim, recordedClaim } from './presenter.ts';
import type { ClaimFileRow, ClaimInputColumns, ClaimRepository, ClaimRow } from './repository.ts';

export interface ClaimServiceDeps {
  repo: ClaimRepository;
  bookings: { bookedShipment(consignmentId: number, companyId: number): Promise<BookedShipment | undefined> };
  files: FileStore;
  audit: Audit;
  /** Who files a claim, as the claim shows it. */
  nameOf(customerId: number): Promise<string>;
  now: () => Date;
  log: FastifyBaseLogger;
}

interface ClaimInput {
  kind: ClaimKind;
  description: string;
  amount: number;
  bankAccount: BankAccount;
}
type CreateBody = z.output<typeof claimCreateRequestSchema>;
type UpdateBody = z.output<typeof claimUpdateRequestSchema>;

function columns(input: ClaimInput): ClaimInputColumns {
  const account = normalisedBankAccount(input.bankAccount);
  return {
    kind: input.kind,
    description: input.description,
    amountOre: ore(input.amount),
    bankAccountType: account.type,
    bankClearing: account.clearing,
    bankNumber: account.number,
  };
}

/**
 * Insurance claims on insured booked shipments (issue 32.4): a draft a user fills in and attaches
 * files to, submitted once (submit.ts), then moved on by an administrator as the insurer decides.
 * Another company's claim, shipment or file answers 404 as if it did not exist.
 */
export function claimService(deps: ClaimServiceDeps) {
  const { repo, files, log, audit } = deps;

  async function shipmentOf(user: AccessClaims, consignmentId: number): Promise<BookedShipment> {
    const shipment = await deps.bookings.bookedShipment(consignmentId, user.companyId);
    if (!shipment) throw new AppError('consignment.not_found');
    return shipment;
  }

  /** A booked, insured shipment, and an amount within what it was insured for. */
  function assertClaimable(shipment: BookedShipment, amount: number) {
    if (!shipment.booked) throw new AppError('order.not_booked');
    if (shipment.insuredValue === null) throw new AppError('claim.not_insured');
    if (ore(amount) > ore(shipment.insuredValue)) throw new AppError('claim.amount_over_insured');
  }

  async function claimOf(user: AccessClaims, id: number): Promise<ClaimRow> {
    const row = await repo.find(id, user.companyId);
    if (!row) throw new AppError('claim.not_found');
    return row;
  }

  async function present(row: ClaimRow, shipment?: BookedShipment): Promise<Claim> {
    const s = shipment ?? (await deps.bookings.bookedShipment(row.consignmentId, row.companyId));
    if (!s) throw new AppError('claim.not_found');
    return presentClaim(row, s, await repo.files([row.id]));
  }

  const removeStored = (rows: ClaimFileRow[]) =>
    removeStoredFiles(
      { files, log },
      rows.map((r) => r.storageKey),
    );

  return {
    async create(user: AccessClaims, request: CreateBody): Promise<Claim> {
      const shipment = await shipmentOf(user, request.consignmentId);
      assertClaimable(shipment, request.amount);
      const createdBy = await deps.nameOf(user.customerId);
      const row = await repo.db.transaction(async (tx) => {
        const made = await repo.insert(tx, {
          ...columns(request),
          companyId: user.companyId,
          customerId: user.customerId,
          consignmentId: shipment.consignmentId,
          createdBy,
        });
        await audit.record(tx, user, {
          action: 'claim.created',
          object: { id: made.id, label: claimLabel(made) },
          changes: changedFields(null, { consignmentNo: shipment.consignmentNo, ...recordedClaim(made) }),
        });
        return made;
      });
      return present(row, shipment);
    },

    async update(user: AccessClaims, request: UpdateBody): Promise<Claim> {
      const claim = await claimOf(user, request.id);
      if (claim.status !== 'draft') throw new AppError('claim.not_draft');
      const shipment = await shipmentOf(user, claim.consignmentId);
      assertClaimable(shipment, request.amount);
      const row = await repo.db.transaction(async (tx) => {
        const changed = await repo.updateDraft(tx, claim.id, user.companyId, columns(request));
        if (!changed) throw new AppError('claim.not_draft');
        await audit.record(tx, user, {
          action: 'claim.changed',
          object: { id: changed.id, label: claimLabel(changed) },
          changes: changedFields(recordedClaim(claim), recordedClaim(changed)),
        });
        return changed;
      });
      return present(row, shipment);
    },

    async get(user: AccessClaims, id: number): Promise<Claim> {
      return present(await claimOf(user, id));
    },

    async listByConsignment(user: AccessClaims, consignmentId: number): Promise<ClaimListResponse> {
      const shipment = await shipmentOf(user, consignmentId);
      const rows = await repo.listByConsignment(consignmentId, user.companyId);
      const all = await repo.files(rows.map((r) => r.id));
      return { items: rows.map((r) => presentClaim(r, shipment, all)) };
    },

    /**
     * Stores an attachment of a draft: its type by its content, at most 10 MB, and the claim's
     * files at most 25 MB together. The claim's row lock makes the sum and the insert one step, so
     * two uploads at once cannot pass the limit together; a file stored for a row that was then
     * not kept is removed again.
     */
    async upload(user: AccessClaims, id: number, upload: Upload) {
      const claim = await claimOf(user, id);
      if (claim.status !== 'draft') throw new AppError('claim.not_draft');
      const row = await storeCheckedFile(
        { files, log },
        upload,
        {
          keyPrefix: `claims/${claim.id}`,
          maxBytes: AFTERCARE_FILE_MAX_BYTES,
          sniff: sniffAftercareContentType,
          extension: (type) => AFTERCARE_CONTENT_TYPES[type],
          codes: { tooLarge: 'claim.file_too_large', fileType: 'claim.file_type' },
        },
        (file) =>
          repo.db.transaction(async (tx) => {
            const locked = await repo.lock(tx, id, user.companyId);
            if (locked?.status !== 'draft') throw new AppError('claim.not_draft');
            const stored = await repo.filesBytes(tx, id);
            if (stored + file.sizeBytes > AFTERCARE_FILES_MAX_TOTAL_BYTES)
              throw new AppError('claim.files_too_large');
            const added = await repo.insertFile(tx, { claimId: id, ...file });
            await audit.record(tx, user, {
              action: 'claim.file_added',
              object: { id, label: claimLabel(locked) },
              changes: { fileName: { from: null, to: added.fileName } },
            });
            return added;
          }),
      );
      return presentStoredFile(row);
    },

    /** An attachment by its opaque id, only to the company whose claim it is. */
    async download(user: AccessClaims, filePath: string) {
      const row = await repo.findFile(filePath, user.companyId);
      const body = row ? await files.get(row.storageKey) : null;
      if (!row || !body) throw new AppError('claim.file_not_found');
      return { file: presentStoredFile(row), body };
    },

    async removeFile(user: AccessClaims, id: number, fileId: number) {
      const removed = await repo.db.transaction(async (tx) => {
        const claim = await repo.lock(tx, id, user.companyId);
        if (!claim) throw new AppError('claim.not_found');
        if (claim.status !== 'draft') throw new AppError('claim.not_draft');
        const row = await repo.removeFile(tx, id, fileId);
        if (!row) throw new AppError('claim.file_not_found');
        await audit.record(tx, user, {
          action: 'claim.file_removed',
          object: { id, label: claimLabel(claim) },
          changes: { fileName: { from: row.fileName, to: null } },
        });
        return row;
      });
      await removeStored([removed]);
    },

    /** An administrator records the insurer's decision, one sensible step at a time. */
    async setStatus(user: AccessClaims, id: number, status: ClaimStatus): Promise<Claim> {
      if (user.level !== CUSTOMER_LEVEL_ADMIN) throw new AppError('claim.admin_required');
      const row = await repo.db.transaction(async (tx) => {
        const claim = await repo.lock(tx, id, user.companyId);
        if (!claim) throw new AppError('claim.not_found');
        if (!claimStatusChangeAllowed(claim.status, status)) throw new AppError('claim.status_change');
        const changed = await repo.setStatus(tx, id, status, deps.now());
        await audit.record(tx, user, {
          action: 'claim.status_changed',
          object: { id, label: claimLabel(changed) },
          changes: { status: { from: claim.status, to: status } },
        });
        return changed;
      });
      return present(row);
    },

    present,
    claimOf,
    shipmentOf,
    assertClaimable,
  };
}
export type ClaimService = ReturnType<typeof claimService>;
