import { type PaperlessDocument, type PaperlessDocumentType, paperlessDocumentSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/shared/api/transfer';
import { paperlessKey, paperlessPath } from './keys';

export interface UploadRequest {
  file: File;
  documentType: PaperlessDocumentType;
  onProgress: (fraction: number) => void;
}

/**
 * POST /consignment/upspaperless/{id}?documentType=: the file as the multipart field `file`; the
 * server judges it by its bytes and answers the document with UPS's id.
 */
export async function uploadDocument(
  consignmentId: number,
  { file, documentType, onProgress }: UploadRequest,
): Promise<PaperlessDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = `${paperlessPath(consignmentId)}?documentType=${documentType}`;
  return paperlessDocumentSchema.parse(await uploadFile(path, form, onProgress));
}

export function useUploadDocument(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => uploadDocument(consignmentId, request),
    onSettled: () => client.invalidateQueries({ queryKey: paperlessKey(consignmentId) }),
  });
}
