import { downloadFile, saveFile } from '@/shared/api/transfer';
import { paperlessPath } from './keys';

/** GET /consignment/upspaperless/{id}/{documentId}: the file as it was uploaded, saved by the browser. */
export async function downloadDocument(consignmentId: number, documentId: number, fileName: string) {
  const { blob, name } = await downloadFile(`${paperlessPath(consignmentId)}/${documentId}`, fileName);
  saveFile(blob, name);
}
