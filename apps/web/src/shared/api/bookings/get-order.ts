import { type Order, orderSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { orderKey } from './keys';

/** GET /order/{orderNo}: one order of the company, with its consignment. */
export async function getOrder(orderNo: string): Promise<Order> {
  return orderSchema.parse(await api.get(`/order/${encodeURIComponent(orderNo)}`));
}

/**
 * Fresh for half a minute: only this app changes an unbooked order, and its calls invalidate it;
 * a booked one changes by the carrier's status, which the lists refresh on their own visits.
 */
export const orderQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: orderKey(orderNo), queryFn: () => getOrder(orderNo), staleTime: 30_000 });

export function useOrder(orderNo: string | null | undefined) {
  return useQuery({ ...orderQueryOptions(orderNo ?? ''), enabled: Boolean(orderNo) });
}
