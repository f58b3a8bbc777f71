import { z } from 'zod';
import { COMPLAINT_STATUSES, complaintSchema } from '../entities/complaint.ts';
import { dateTimeSchema } from '../entities/dates.ts';
import { positiveIdSchema, textSchema } from '../entities/primitives.ts';
import {
  checkedQuerySchema,
  dateOrderIssue,
  dateRangeShape,
  fromNotAfterTo,
  idListSchema,
} from './common.ts';

/** The largest amount a complaint claims, in SEK. */
export const COMPLAINT_CLAIM_MAX_SEK = 10_000_000;

/**
 * What a customer writes in a complaint. Who created it, when, the reply, the admin marks and the
 * internal comment are the server's and the administrators' (SPEC §6), never taken from here.
 */
const complaintInputShape = {
  supplierId: positiveIdSchema,
  /** The waybill or a package number complained about. */
  identifier: textSchema.trim().min(1).max(60),
  description: textSchema.trim().min(1).max(5000),
  /** The amount claimed in SEK (öre at most), null when the complaint only reports. */
  complaintClaim: z.number().min(0).max(COMPLAINT_CLAIM_MAX_SEK).multipleOf(0.01).nullable().default(null),
  /** The booked shipment it is about (picked from the booked list); the caller's company's. */
  consignmentId: positiveIdSchema.nullable().default(null),
  /** An earlier complaint this one follows up. */
  refComplaintId: positiveIdSchema.nullable().default(null),
  /** Send it to the carrier's complaints address once saved (ignored when already sent). */
  send: z.boolean().default(false),
};

/** What an administrator of the company adds: the carrier's reply, the close and the note. */
const complaintAdminShape = {
  replyToMember: textSchema.trim().max(5000).optional(),
  processed: z.boolean().optional(),
  internalComment: textSchema.trim().max(5000).optional(),
  markAdminList: z.boolean().optional(),
};

/** POST /complaint/. */
export const complaintCreateRequestSchema = z.object(complaintInputShape);
export type ComplaintCreateRequest = z.input<typeof complaintCreateRequestSchema>;
/** PUT /complaint/: the admin fields from anyone else answer 403. */
export const complaintUpdateRequestSchema = z.object({
  id: positiveIdSchema,
  ...complaintInputShape,
  ...complaintAdminShape,
});
export type ComplaintUpdateRequest = z.input<typeof complaintUpdateRequestSchema>;

/** GET /complaint/customer/{custId}: the list's filters. */
export const complaintListQuerySchema = z
  .object({
    /** Words in the identifier, the description, the carrier or the creator; at least 3 characters. */
    search: textSchema.trim().max(100).optional(),
    status: z.enum(COMPLAINT_STATUSES).optional(),
    ...dateRangeShape,
  })
  .refine(fromNotAfterTo, dateOrderIssue);
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

/**
 * The list's rows: the caller's own, or every complaint of the company for an administrator;
 * archived ones only when the customer's `archivedComplaints` setting shows them.
 */
export const complaintListResponseSchema = z.object({ items: z.array(complaintSchema) });
export type ComplaintListResponse = z.infer<typeof complaintListResponseSchema>;

/** GET /complaint/reminder/{id}: when the reminder went. */
export const complaintReminderResponseSchema = z.object({
  id: z.number().int(),
  lastReminderDate: dateTimeSchema,
});

/** GET /complaint/file/download/?filePath=: the opaque id of an attachment. */
export const complaintFileQuerySchema = z.object({ filePath: textSchema.max(200) });

/** PUT /complaint/bulk/mark/?checked=0|1: archive (1) or restore (0) the listed complaints. */
export const complaintBulkMarkQuerySchema = checkedQuerySchema;
export const complaintBulkMarkRequestSchema = idListSchema;
export const complaintBulkMarkResponseSchema = z.object({ updated: z.number().int() });
