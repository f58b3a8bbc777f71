import { type Order, orderCancelRequestSchema, orderSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { bookingsKey } from './keys';

/** PUT /order/cancel/: cancels the booking with the carrier before pickup; a second call answers the same. */
export async function cancelOrder(orderNo: string): Promise<Order> {
  const body = orderCancelRequestSchema.parse({ orderNo });
  return orderSchema.parse(await api.put('/order/cancel/', body));
}

/** The consignment page's Cancel booking: the page, every list and badge read the order again. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
