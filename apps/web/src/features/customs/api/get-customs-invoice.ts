import { type CustomsInvoiceResponse, customsInvoiceResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export const customsInvoiceKey = (consignmentId: number) => ['customs-invoice', consignmentId] as const;

/** GET /consignment/customs/{id}: the saved invoice, or a draft the server filled from the shipment. */
export async function getCustomsInvoice(consignmentId: number): Promise<CustomsInvoiceResponse> {
  return customsInvoiceResponseSchema.parse(await api.get(`/consignment/customs/${consignmentId}`));
}

/**
 * Read once when the page opens: the form then owns the invoice until it is saved, so a refetch
 * on focus must not overwrite what is being typed.
 */
export const customsInvoiceQueryOptions = (consignmentId: number) =>
  queryOptions({
    queryKey: customsInvoiceKey(consignmentId),
    queryFn: () => getCustomsInvoice(consignmentId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useCustomsInvoice(consignmentId: number) {
  return useQuery(customsInvoiceQueryOptions(consignmentId));
}
