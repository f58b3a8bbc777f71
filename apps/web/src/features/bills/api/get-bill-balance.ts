import { type BillBalance, billBalanceSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { billsKey } from './keys';

/** GET /bill/balance/customer/{custId}: the company's account and the credit it has left. */
export async function getBillBalance(custId: number): Promise<BillBalance> {
  return billBalanceSchema.parse(await api.get(`/bill/balance/customer/${custId}`));
}

/** A booking changes "unbilled": a minute's staleness is what the lists allow too. */
export const billBalanceQueryOptions = (custId: number) =>
  queryOptions({
    queryKey: [...billsKey, 'balance', custId],
    queryFn: () => getBillBalance(custId),
    staleTime: 60_000,
  });

export function useBillBalance(custId: number) {
  return useQuery(billBalanceQueryOptions(custId));
}
