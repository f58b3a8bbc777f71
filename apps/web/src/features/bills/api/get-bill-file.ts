import type { Bill } from '@skeppa/domain';
import { downloadFile } from '@/shared/api/transfer';
import { type BillFileFormat, billFileName, billFilePath } from '../model/bill-row';

/**
 * GET /bill/link/{id}: the invoice as a PDF, or (`format=ubl`) as a Peppol BIS Billing 3.0
 * e-invoice, with the name the server gives it. Before the invoice run has made the file the
 * server answers `bill.file_not_found`; a credit note's, `bill.credit_not_available`.
 */
export function getBillFile(
  bill: Pick<Bill, 'id' | 'invoiceNo'>,
  format: BillFileFormat,
): Promise<{ blob: Blob; name: string }> {
  return downloadFile(billFilePath(bill.id, format), billFileName(bill, format));
}
