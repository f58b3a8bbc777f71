import { type AftercareFile, aftercareFileSchema } from '@skeppa/domain';
import { uploadFile } from '@/shared/api/transfer';

/** POST /complaint/file/upload/{id}: one attachment as the multipart field `file`, with its progress. */
export async function uploadComplaintFile(
  complaintId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AftercareFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return aftercareFileSchema.parse(
    await uploadFile(`/complaint/file/upload/${complaintId}`, form, onProgress),
  );
}
