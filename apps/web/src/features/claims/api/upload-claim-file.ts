import { type AftercareFile, aftercareFileSchema } from '@skeppa/domain';
import { uploadFile } from '@/shared/api/transfer';

/**
 * POST /claim/file/upload/{id}: one attachment as the multipart field `file`, with the share sent
 * so far; the server judges it by its bytes and answers the stored file.
 */
export async function uploadClaimFile(
  claimId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AftercareFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return aftercareFileSchema.parse(await uploadFile(`/claim/file/upload/${claimId}`, form, onProgress));
}
