import {
  type ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  type Order,
  orderBookRequestSchema,
  orderSchema,
} from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { api } from '../client';
import { bookConsignment } from './book-consignment';
import { getOrder } from './get-order';
import { withNetworkRetry } from './idempotency';
import { bookingsKey } from './keys';

/** PUT /order/book/: books the order once its consignment is booked. `key` as in bookConsignment. */
export async function bookOrder(orderNo: string, key: string): Promise<Order> {
  const body = orderBookRequestSchema.parse({ orderNo });
  const answer = await withNetworkRetry(() =>
    api.put('/order/book/', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
  );
  return orderSchema.parse(answer);
}

export type BookingError = ApiErrorBody['errors'][number];
export type BookingResult = { booked: true; order: Order } | { booked: false; errors: BookingError[] };

/** The Idempotency-Keys of one booking attempt: one per call, made when Book is pressed. */
export interface BookingKeys {
  consignment: string;
  order: string;
}

/**
 * One shipment booked as SPEC §4 describes it: read the order (with its consignment), book the
 * consignment, then book the order. What the user must fix (the carrier's consignment errors, a
 * changed price, a credit block) comes back as the result, so Book all can collect it; a call
 * that failed for any other reason (network, server) throws.
 */
export async function bookShipment(orderNo: string, keys: BookingKeys): Promise<BookingResult> {
  try {
    const order = await getOrder(orderNo);
    if (!order.consignment)
      return { booked: false, errors: [{ code: 'order.no_consignment', description: '' }] };
    const answer = await bookConsignment(order.consignment, keys.consignment);
    if (answer.errors.length > 0) return { booked: false, errors: answer.errors };
    return { booked: true, order: await bookOrder(orderNo, keys.order) };
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.body && error.body.errors.length > 0)
      return { booked: false, errors: error.body.errors };
    throw error;
  }
}

/** Step 4's Book: one shipment; every list, the send list and the badge reload after it. */
export function useBookShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, keys }: { orderNo: string; keys: BookingKeys }) => bookShipment(orderNo, keys),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
