import { type ContactImportResponse, contactImportResponseSchema } from '@skeppa/domain';
import { uploadFile } from '@/shared/api/transfer';

export interface ImportRequest {
  file: File;
  /** Only check the file and show what importing it would do. */
  preview: boolean;
  /** Import rows that look like an existing contact too. */
  duplicates: boolean;
  onProgress: (fraction: number) => void;
}

/**
 * POST /contact/import/: the file as the multipart field `file`, as an upload form sends it (the
 * contract's upload, like the paperless documents'); the server judges it by its bytes.
 */
export async function importContacts({
  file,
  preview,
  duplicates,
  onProgress,
}: ImportRequest): Promise<ContactImportResponse> {
  const query = `?preview=${preview ? 1 : 0}&duplicates=${duplicates ? 1 : 0}`;
  const form = new FormData();
  form.append('file', file, file.name);
  return contactImportResponseSchema.parse(await uploadFile(`/contact/import/${query}`, form, onProgress));
}
