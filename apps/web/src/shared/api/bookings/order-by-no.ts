import { type Order, orderSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ordersKey } from './order-list';

/** GET /order/{orderNo}: one order with its consignment, as the consignment page shows it. */
export async function getOrderByNo(orderNo: string): Promise<Order> {
  return orderSchema.parse(await api.get(`/order/${encodeURIComponent(orderNo)}`));
}

/** Under the orders key, so booking, printing or cancelling it refreshes the page too. */
export const orderByNoQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', orderNo],
    queryFn: () => getOrderByNo(orderNo),
    staleTime: 30_000,
  });

export function useOrderByNo(orderNo: string) {
  return useQuery({ ...orderByNoQueryOptions(orderNo), enabled: orderNo !== '' });
}
