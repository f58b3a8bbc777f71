import { z } from 'zod';
import { positiveIdSchema, textSchema } from '../entities/primitives.ts';
import { checkedQuerySchema, idListSchema } from './common.ts';

/**
 * What a customer writes in a complaint. Who created it, when, the reply, the admin marks and the
 * internal comment are the server's and the administrators' (SPEC §6), never taken from the body.
 */
const complaintInputShape = {
  supplierId: positiveIdSchema,
  /** The shipment (consignment) number complained about. */
  identifier: textSchema.trim().min(1).max(60),
  description: textSchema.trim().min(1).max(5000),
  complaintClaim: z.boolean().default(false),
  /** Set when this complaint is a reminder of an earlier one. */
  refComplaintId: positiveIdSchema.nullable().default(null),
};

export const complaintCreateRequestSchema = z.object(complaintInputShape);
export const complaintUpdateRequestSchema = z.object({ id: positiveIdSchema, ...complaintInputShape });

/** PUT /complaint/bulk/mark/?checked=0|1: archive (1) or restore (0) the listed complaints. */
export const complaintBulkMarkQuerySchema = checkedQuerySchema;
export const complaintBulkMarkRequestSchema = idListSchema;
