import type { AftercareFile } from '@skeppa/domain';
import { downloadFile, saveFile } from '@/shared/api/transfer';

/** GET /complaint/file/download/?filePath=: an attachment, saved under the name the server gives it. */
export async function downloadComplaintFile(file: AftercareFile): Promise<void> {
  const { blob, name } = await downloadFile(
    `/complaint/file/download/?filePath=${encodeURIComponent(file.filePath)}`,
    file.fileName,
  );
  saveFile(blob, name);
}
