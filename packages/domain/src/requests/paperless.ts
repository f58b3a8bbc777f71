import { z } from 'zod';
import { PAPERLESS_DOCUMENT_TYPES, paperlessDocumentSchema } from '../entities/paperless.ts';
import { idTextSchema } from '../entities/primitives.ts';

/** `/consignment/upspaperless/{id}`: the consignment's id. */
export const paperlessParamsSchema = z.object({ id: idTextSchema });
/** `/consignment/upspaperless/{id}/{documentId}`: one of its documents. */
export const paperlessDocumentParamsSchema = z.object({ id: idTextSchema, documentId: idTextSchema });

/** POST /consignment/upspaperless/{id}?documentType=: the file is the multipart field `file`. */
export const paperlessUploadQuerySchema = z.object({ documentType: z.enum(PAPERLESS_DOCUMENT_TYPES) });

export const paperlessListResponseSchema = z.object({
  consignmentId: z.number().int(),
  /** The destination takes UPS paperless documents; otherwise nothing can be uploaded. */
  accepted: z.boolean(),
  documents: z.array(paperlessDocumentSchema),
});
export type PaperlessListResponse = z.infer<typeof paperlessListResponseSchema>;
