import { type PaperlessDocument, paperlessDocumentSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paperlessKey, paperlessPath } from './keys';

/** POST /consignment/upspaperless/{id}/invoice: the shipment's own customs invoice, sent as a document. */
export async function sendInvoice(consignmentId: number): Promise<PaperlessDocument> {
  return paperlessDocumentSchema.parse(await api.post(`${paperlessPath(consignmentId)}/invoice`));
}

export function useSendInvoice(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendInvoice(consignmentId),
    onSettled: () => client.invalidateQueries({ queryKey: paperlessKey(consignmentId) }),
  });
}
