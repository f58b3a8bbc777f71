import { type Order, orderBookRequestSchema, orderSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { bookConsignment } from './book-consignment';
import { getOrder } from './get-order';
import { withNetworkRetry } from './idempotency';
import { bookingsKey } from './keys';

/** PUT /order/book/: books the order once its consignment is booked. `key` as in bookConsignment. */
export async function bookOrder(orderNo: string, key: string): Promise<Order> {
  const body = orderBookRequestSchema.parse({ orderNo });
  const answer = await withNetworkRetry(() =>
    api.put('/order/book/', body, { headers: { 'Idempotency-Key': key } }),
  );
  return orderSchema.parse(answer);
}

export type BookingResult =
  | { booked: true; order: Order }
  | { booked: false; errors: { code: string; description: string }[] };

/**
 * One shipment booked as SPEC §4 describes it: read the order (with its consignment), book the
 * consignment, then book the order. Consignment errors come back as a result, not thrown, so Book
 * all can collect them; a failed call throws. Each call has its own key, made once per attempt.
 */
export async function bookShipment(
  orderNo: string,
  keys = { consignment: '', order: '' },
): Promise<BookingResult> {
  const order = await getOrder(orderNo);
  if (!order.consignment)
    return { booked: false, errors: [{ code: 'order.no_consignment', description: '' }] };
  const consignment = await bookConsignment(order.consignment, keys.consignment || crypto.randomUUID());
  if (consignment.errors.length > 0) return { booked: false, errors: consignment.errors };
  return { booked: true, order: await bookOrder(orderNo, keys.order || crypto.randomUUID()) };
}

/** Step 4's Book: one shipment; every list, the send list and the badge reload after it. */
export function useBookShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, keys }: { orderNo: string; keys: { consignment: string; order: string } }) =>
      bookShipment(orderNo, keys),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
