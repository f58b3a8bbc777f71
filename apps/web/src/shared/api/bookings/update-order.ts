import { type Order, orderSchema, orderUpdateRequestSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../client';
import { bookingsKey } from './keys';

export type OrderUpdateInput = z.input<typeof orderUpdateRequestSchema>;

/** PUT /order/: the order's price, service, insurance or reference changed. */
export async function updateOrder(order: OrderUpdateInput): Promise<Order> {
  return orderSchema.parse(await api.put('/order/', orderUpdateRequestSchema.parse(order)));
}

export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
