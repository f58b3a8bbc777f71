import type { AftercareFile } from '@skeppa/domain';
import { downloadFile, saveFile } from '@/shared/api/transfer';

/** GET /claim/file/download/?filePath=: an attachment, saved under the name the server gives it. */
export async function downloadClaimFile(file: AftercareFile): Promise<void> {
  const path = `/claim/file/download/?filePath=${encodeURIComponent(file.filePath)}`;
  const { blob, name } = await downloadFile(path, file.fileName);
  saveFile(blob, name);
}
