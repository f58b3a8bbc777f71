import { type PayLaterStatus, payLaterStatusSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /bill/paylater/customer/{custId}: the company's latest application and the terms it has. */
export async function getPayLater(custId: number): Promise<PayLaterStatus> {
  return payLaterStatusSchema.parse(await api.get(`/bill/paylater/customer/${custId}`));
}

export const payLaterKey = (custId: number) => ['pay-later', custId] as const;

/** A decision is taken by Skeppa's credit staff in days, not seconds: a minute's staleness is plenty. */
export const payLaterQueryOptions = (custId: number) =>
  queryOptions({
    queryKey: payLaterKey(custId),
    queryFn: () => getPayLater(custId),
    staleTime: 60_000,
  });

/** Idle until the customer is known. */
export function usePayLater(custId: number | undefined) {
  return useQuery({ ...payLaterQueryOptions(custId ?? 0), enabled: custId !== undefined });
}
