import { z } from 'zod';
import { dateTimeSchema } from './dates.ts';

/** What a paperless document is to customs (UPS Paperless Invoice document types). */
export const PAPERLESS_DOCUMENT_TYPES = [
  'commercialInvoice',
  'certificateOfOrigin',
  'packingList',
  'other',
] as const;
export type PaperlessDocumentType = (typeof PAPERLESS_DOCUMENT_TYPES)[number];

/** UPS takes at most 10 MB a file and 13 files a shipment. */
export const PAPERLESS_MAX_BYTES = 10 * 1024 * 1024;
export const PAPERLESS_MAX_DOCUMENTS = 13;

/** The files UPS accepts that we take: PDF and its image types, each known by its first bytes. */
export const PAPERLESS_CONTENT_TYPES = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/tiff': 'tif',
  'image/bmp': 'bmp',
} as const;
export type PaperlessContentType = keyof typeof PAPERLESS_CONTENT_TYPES;

/** UPS's document id: the moment of upload as `YYYY-MM-DD-HH.MM.SS.ffffff`, 26 characters. */
export const upsDocumentIdSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}-\d{2}\.\d{2}\.\d{2}\.\d{6}$/);

export const paperlessDocumentSchema = z.object({
  id: z.number().int(),
  consignmentId: z.number().int(),
  documentType: z.enum(PAPERLESS_DOCUMENT_TYPES),
  fileName: z.string().max(200),
  contentType: z.enum(
    Object.keys(PAPERLESS_CONTENT_TYPES) as [PaperlessContentType, ...PaperlessContentType[]],
  ),
  size: z.number().int(),
  /** The id the carrier gave the document; it goes with the shipment to customs. */
  upsDocumentId: upsDocumentIdSchema,
  /** Made by us from the shipment's customs invoice rather than uploaded. */
  generated: z.boolean(),
  uploadedAt: dateTimeSchema,
});
export type PaperlessDocument = z.infer<typeof paperlessDocumentSchema>;
