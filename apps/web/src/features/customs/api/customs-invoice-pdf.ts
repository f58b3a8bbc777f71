import { postForFile } from '@/shared/api/transfer';

/** POST /consignment/customs/{id}/pdf: the saved invoice alone as a PDF (problems answer 400). */
export function customsInvoicePdf(consignmentId: number): Promise<{ blob: Blob; name: string }> {
  return postForFile(`/consignment/customs/${consignmentId}/pdf`, `customs-invoice-${consignmentId}.pdf`);
}
