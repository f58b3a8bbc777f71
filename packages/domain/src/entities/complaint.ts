import { z } from 'zod';
import { dateTimeSchema } from './dates.ts';

/** A complaint to a carrier (SPEC §3). `identifier` is the shipment (consignment) number. */
export const complaintSchema = z.object({
  id: z.number().int().positive(),
  custId: z.number().int().positive(),
  supplierId: z.number().int().nullable(),
  supplier: z.string().max(100),
  createdBy: z.string().max(200),
  createdDate: dateTimeSchema,
  sentDate: dateTimeSchema.nullable(),
  sentReceiverId: z.number().int().nullable(),
  identifier: z.string().max(60),
  /** Download path of the attached file, '' when there is none. */
  attachedFileUrl: z.string().max(500),
  description: z.string().max(5000),
  /** True when the complaint claims compensation, not only reports. */
  complaintClaim: z.boolean(),
  replyToMember: z.string().max(5000),
  /** Archived by the customer (the list's "checked" mark). */
  markMemberList: z.boolean(),
  markAdminList: z.boolean(),
  /** The complaint this one reminds of (GET /complaint/reminder/{id}). */
  refComplaintId: z.number().int().nullable(),
  processed: z.boolean(),
  internalComment: z.string().max(5000),
});
export type Complaint = z.infer<typeof complaintSchema>;
