import type { Quote } from '@skeppa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder } from '@/shared/api/bookings/create-order';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { saveConsignment } from '@/shared/api/bookings/save-consignment';
import { updateConsignment } from '@/shared/api/bookings/update-consignment';
import { updateOrder } from '@/shared/api/bookings/update-order';
import { useSessionStore } from '@/shared/session/session-store';
import { priceForBookingOptions } from '../api/price-for-booking';
import type { Completion } from '../model/completion';
import { completionActions } from '../model/completion-store';
import { bookingTermsOf, toOrderInput, toSavedConsignment } from '../model/to-booking';

export type SaveResult =
  | { saved: true; orderNo: string }
  | { saved: false; errors: { code: string; description: string }[] };

/**
 * Saves step 3's shipment: the consignment (new, or the one saved before), then its order at the
 * price step 3 shows for it (`quote`, asked for here when it has not come yet). A second press
 * after a save updates both, so one shipment never becomes two in the send list. Consignment
 * errors the server answers with come back as the result; a failed call throws.
 */
async function saveShipment(
  completion: Completion,
  temp: boolean,
  quote: () => Promise<Quote | null>,
): Promise<SaveResult> {
  const body = toSavedConsignment(completion);
  const price = await quote();
  const existingId = completion.consignment.consignmentId;
  const answer = existingId
    ? await updateConsignment({ ...body, consignmentId: existingId })
    : await saveConsignment({ consignment: body, temp });
  const consignmentId = answer.consignments[0]?.consignmentId ?? existingId;
  // A consignment saved with problems is kept (its id), so fixing them updates the same one.
  if (consignmentId) completionActions.saved(null, consignmentId);
  if (answer.errors.length > 0 && !temp) return { saved: false, errors: answer.errors };
  const order = toOrderInput(completion, consignmentId, price);
  const orderNo = completion.orderNo
    ? (await updateOrder({ ...order, orderNo: completion.orderNo })).orderNo
    : await createOrder(order);
  completionActions.saved(orderNo, consignmentId);
  return { saved: true, orderNo };
}

/** The price of the completed shipment: step 3's query when it holds it, else asked now. */
function completedQuote(client: QueryClient, userId: number | undefined, completion: Completion) {
  const options = priceForBookingOptions(
    userId,
    bookingTermsOf(completion),
    toSavedConsignment(completion),
    completion.templateName,
  );
  return () => client.fetchQuery(options);
}

export function useSaveShipment() {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);
  return useMutation({
    mutationFn: ({ completion, temp }: { completion: Completion; temp: boolean }) =>
      saveShipment(completion, temp, completedQuote(client, userId, completion)),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
