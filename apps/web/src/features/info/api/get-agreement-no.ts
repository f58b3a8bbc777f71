import { agreementNoResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /customer/agreementno/{id}/?supplierId=: the customer's number with the carrier, or its default. */
export async function getAgreementNo(customerId: number, supplierId: number): Promise<string> {
  const body = agreementNoResponseSchema.parse(
    await api.get(`/customer/agreementno/${customerId}/?supplierId=${supplierId}`),
  );
  return body.agreementNo;
}

/** Agreement numbers change when an administrator edits them: kept for a few minutes only. */
export const agreementNoQueryOptions = (customerId: number, supplierId: number) =>
  queryOptions({
    queryKey: ['customer', customerId, 'agreementNo', supplierId],
    queryFn: () => getAgreementNo(customerId, supplierId),
    staleTime: 5 * 60_000,
  });

export function useAgreementNo(customerId: number, supplierId: number) {
  return useQuery(agreementNoQueryOptions(customerId, supplierId));
}
