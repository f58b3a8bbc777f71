import {
  type Consignment,
  type ConsignmentResponse,
  consignmentBookRequestSchema,
  consignmentResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@skeppa/domain';
import { api } from '../client';
import { withNetworkRetry } from './idempotency';

/**
 * PUT /consignment/book/: books the consignment with its carrier. `key` is the attempt's
 * Idempotency-Key (newBookingKey): a network retry sends the same one, so it books once. The
 * answer is the consignment with its consignment number, or with `errors` the user must fix.
 * Not a mutation hook of its own: a booking is this call and then PUT /order/book/ (book-order.ts),
 * which step 4 and Book all run in that order.
 */
export async function bookConsignment(consignment: Consignment, key: string): Promise<ConsignmentResponse> {
  const body = consignmentBookRequestSchema.parse(consignment);
  const answer = await withNetworkRetry(() =>
    api.put('/consignment/book/', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
  );
  return consignmentResponseSchema.parse(answer);
}
