import { type AgreementNoResponse, agreementNoResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /customer/agreementno/{id}/?supplierId: the customer's number with a carrier, or its default. */
export async function getAgreementNo(customerId: number, supplierId: number): Promise<AgreementNoResponse> {
  return agreementNoResponseSchema.parse(
    await api.get(`/customer/agreementno/${customerId}/?supplierId=${supplierId}`),
  );
}

// Agreement numbers are set up by customer service and change rarely: an hour is fresh enough.
export const agreementNoQueryOptions = (customerId: number, supplierId: number) =>
  queryOptions({
    queryKey: ['agreementNo', customerId, supplierId],
    queryFn: () => getAgreementNo(customerId, supplierId),
    staleTime: 60 * 60_000,
  });

export function useAgreementNo(customerId: number, supplierId: number) {
  return useQuery(agreementNoQueryOptions(customerId, supplierId));
}
