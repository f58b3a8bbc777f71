import { z } from 'zod';
import { dateTimeSchema } from './dates.ts';

/**
 * Where a complaint stands, worked out from its fields: `open` until it is sent to the carrier,
 * `sent` until an administrator records the carrier's reply (`answered`), `processed` when the
 * case is closed. Archiving (markMemberList) is beside the status, not one of them.
 */
export const COMPLAINT_STATUSES = ['open', 'sent', 'answered', 'processed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export function complaintStatus(c: {
  sentDate: string | null;
  replyToMember: string;
  processed: boolean;
}): ComplaintStatus {
  if (c.processed) return 'processed';
  if (c.replyToMember.trim() !== '') return 'answered';
  return c.sentDate ? 'sent' : 'open';
}

/** Attachments of a complaint or a claim: at most 10 MB each and 25 MB together. */
export const AFTERCARE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const AFTERCARE_FILES_MAX_TOTAL_BYTES = 25 * 1024 * 1024;

/**
 * What a coordinator attaches, each known by its content (never by its name or the browser's
 * word): PDF, photos (JPEG, PNG, HEIC) and the office formats (Word, Excel, both the OOXML and the
 * old binary kind, and plain text).
 */
export const AFTERCARE_CONTENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'text/plain': 'txt',
} as const;
export type AftercareContentType = keyof typeof AFTERCARE_CONTENT_TYPES;

/** One attachment. `filePath` is an opaque id for the download call, never a path. */
export const aftercareFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string().max(200),
  contentType: z.enum(
    Object.keys(AFTERCARE_CONTENT_TYPES) as [AftercareContentType, ...AftercareContentType[]],
  ),
  size: z.number().int(),
  filePath: z.string().max(100),
  uploadedAt: dateTimeSchema,
});
export type AftercareFile = z.infer<typeof aftercareFileSchema>;

/** A complaint to a carrier (SPEC §3). `identifier` is the waybill or a package number. */
export const complaintSchema = z.object({
  id: z.number().int().positive(),
  custId: z.number().int().positive(),
  supplierId: z.number().int().nullable(),
  supplier: z.string().max(100),
  createdBy: z.string().max(200),
  createdDate: dateTimeSchema,
  /** When it was sent to the carrier's complaints address; null while open. */
  sentDate: dateTimeSchema.nullable(),
  /** The carrier (its code) whose complaints address it was sent to. */
  sentReceiverId: z.number().int().nullable(),
  identifier: z.string().max(60),
  /** Download id of the first attachment, '' when there is none (the older one-file field). */
  attachedFileUrl: z.string().max(500),
  description: z.string().max(5000),
  /** The amount claimed from the carrier in SEK; null when the complaint only reports. */
  complaintClaim: z.number().nullable(),
  /** The carrier's answer as an administrator recorded it; '' until answered. */
  replyToMember: z.string().max(5000),
  /** Archived by the customer (the list's "checked" mark). */
  markMemberList: z.boolean(),
  markAdminList: z.boolean(),
  /** An earlier complaint this one follows up. */
  refComplaintId: z.number().int().nullable(),
  processed: z.boolean(),
  /** Seen by the company's administrators only: '' for anyone else. */
  internalComment: z.string().max(5000),
  status: z.enum(COMPLAINT_STATUSES),
  /** The booked shipment it is about, when picked from the booked list. */
  consignmentId: z.number().int().nullable(),
  files: z.array(aftercareFileSchema),
  /** When the last reminder went to the carrier (by hand or by the reminder job). */
  lastReminderDate: dateTimeSchema.nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;
