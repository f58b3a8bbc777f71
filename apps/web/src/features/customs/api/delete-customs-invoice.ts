import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { customsInvoiceKey } from './get-customs-invoice';

/** DELETE /consignment/customs/{id}: the saved invoice goes; the shipment offers its draft again. */
export async function deleteCustomsInvoice(consignmentId: number): Promise<void> {
  await api.delete(`/consignment/customs/${consignmentId}`);
}

/** Done once the draft is read again: the form then starts over from it. */
export function useDeleteCustomsInvoice(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCustomsInvoice(consignmentId),
    onSuccess: () => client.invalidateQueries({ queryKey: customsInvoiceKey(consignmentId) }),
  });
}
