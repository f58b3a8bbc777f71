import { orderCreateRequestSchema, orderCreateResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../client';
import { bookingsKey } from './keys';

export type OrderInput = z.input<typeof orderCreateRequestSchema>;

/** POST /order/: a temporary order (16-character order number) for a saved consignment. */
export async function createOrder(order: OrderInput): Promise<string> {
  return orderCreateResponseSchema.parse(await api.post('/order/', orderCreateRequestSchema.parse(order)))
    .orderNo;
}

/** A new order is a new line in the send list and the not-booked list: both reload. */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
