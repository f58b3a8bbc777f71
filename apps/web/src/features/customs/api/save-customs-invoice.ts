import {
  type CustomsInvoice,
  type CustomsInvoiceResponse,
  customsInvoiceResponseSchema,
} from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { customsInvoiceKey } from './get-customs-invoice';

/** PUT /consignment/customs/{id}: stores the invoice as it is, answering its remaining problems. */
export async function saveCustomsInvoice(
  consignmentId: number,
  invoice: CustomsInvoice,
): Promise<CustomsInvoiceResponse> {
  return customsInvoiceResponseSchema.parse(await api.put(`/consignment/customs/${consignmentId}`, invoice));
}

/** The saved answer becomes the cache entry, so coming back to the page shows what was saved. */
export function useSaveCustomsInvoice(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoice: CustomsInvoice) => saveCustomsInvoice(consignmentId, invoice),
    onSuccess: (answer) => client.setQueryData(customsInvoiceKey(consignmentId), answer),
  });
}
