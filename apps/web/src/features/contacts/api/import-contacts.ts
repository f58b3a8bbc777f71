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

/** POST /contact/import/: the file itself is the body; the server judges it by its bytes. */
export async function importContacts({
  file,
  preview,
  duplicates,
  onProgress,
}: ImportRequest): Promise<ContactImportResponse> {
  const query = `?preview=${preview ? 1 : 0}&duplicates=${duplicates ? 1 : 0}`;
  return contactImportResponseSchema.parse(await uploadFile(`/contact/import/${query}`, file, onProgress));
}
