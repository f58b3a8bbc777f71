import { z } from 'zod';
import { bankAccountSchema, CLAIM_KINDS, CLAIM_STATUSES, claimSchema } from '../entities/claim.ts';
import { idTextSchema, positiveIdSchema, textSchema } from '../entities/primitives.ts';

/**
 * What a user writes in an insurance claim (a draft until submitted). The amount's ceiling, the
 * insured value, is the shipment's and checked by the server; the bank account by its check digits.
 */
const claimInputShape = {
  kind: z.enum(CLAIM_KINDS),
  description: textSchema.trim().min(1).max(5000),
  /** SEK, öre at most. */
  amount: z.number().positive().multipleOf(0.01),
  bankAccount: bankAccountSchema,
};

/** POST /claim/: a draft claim on an insured booked shipment of the caller's company. */
export const claimCreateRequestSchema = z.object({ consignmentId: positiveIdSchema, ...claimInputShape });
export type ClaimCreateRequest = z.input<typeof claimCreateRequestSchema>;
/** PUT /claim/: changes a draft (a submitted claim answers 409). */
export const claimUpdateRequestSchema = z.object({ id: positiveIdSchema, ...claimInputShape });
export type ClaimUpdateRequest = z.input<typeof claimUpdateRequestSchema>;

/** PUT /claim/status/{id}: an administrator records the insurer's decision. */
export const claimStatusRequestSchema = z.object({
  status: z.enum(CLAIM_STATUSES).exclude(['draft', 'submitted']),
});

/** GET /claim/consignment/{consignmentId}: the shipment's claims, newest first. */
export const claimConsignmentParamsSchema = z.object({ consignmentId: idTextSchema });
export const claimListResponseSchema = z.object({ items: z.array(claimSchema) });
export type ClaimListResponse = z.infer<typeof claimListResponseSchema>;

/** DELETE /claim/file/{id}/{fileId}: an attachment of a draft claim. */
export const claimFileParamsSchema = z.object({ id: idTextSchema, fileId: idTextSchema });

/** GET /claim/file/download/?filePath=: the opaque id of an attachment. */
export const claimFileQuerySchema = z.object({ filePath: textSchema.max(200) });
