import type { Quote } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder } from '@/shared/api/bookings/create-order';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { saveConsignment } from '@/shared/api/bookings/save-consignment';
import { updateConsignment } from '@/shared/api/bookings/update-consignment';
import { updateOrder } from '@/shared/api/bookings/update-order';
import type { Completion } from '../model/completion';
import { completionActions } from '../model/completion-store';
import { toOrderInput, toSavedConsignment } from '../model/to-booking';

export type SaveResult =
  | { saved: true; orderNo: string }
  | { saved: false; errors: { code: string; description: string }[] };

/**
 * Saves step 3's shipment: the consignment (new, or the one saved before), then its order. A
 * second press after a save updates both, so one shipment never becomes two in the send list.
 * Consignment errors the server answers with come back as the result; a failed call throws.
 */
async function saveShipment(
  completion: Completion,
  temp: boolean,
  quote: Quote | undefined,
): Promise<SaveResult> {
  const body = toSavedConsignment(completion);
  const existingId = completion.consignment.consignmentId;
  const answer = existingId
    ? await updateConsignment({ ...body, consignmentId: existingId })
    : await saveConsignment({ consignment: body, temp });
  const consignmentId = answer.consignments[0]?.consignmentId ?? existingId;
  // A consignment saved with problems is kept (its id), so fixing them updates the same one.
  if (consignmentId) completionActions.saved(null, consignmentId);
  if (answer.errors.length > 0 && !temp) return { saved: false, errors: answer.errors };
  const order = toOrderInput(completion, consignmentId, quote);
  const orderNo = completion.orderNo
    ? (await updateOrder({ ...order, orderNo: completion.orderNo })).orderNo
    : await createOrder(order);
  completionActions.saved(orderNo, consignmentId);
  return { saved: true, orderNo };
}

export function useSaveShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      completion,
      temp,
      quote,
    }: {
      completion: Completion;
      temp: boolean;
      quote: Quote | undefined;
    }) => saveShipment(completion, temp, quote),
    onSettled: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
