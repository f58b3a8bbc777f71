import type { Order } from '@skeppa/domain';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { completionFromOrder } from '../model/completion-from-order';
import { completionActions, useCompletionStore } from '../model/completion-store';
import { draftActions } from '../model/draft-store';

/**
 * "Change the shipment" at step 4: back to step 3 with what is being completed, or, for a
 * shipment opened from the send list, with the shipment as it was saved.
 */
export function useChangeShipment() {
  const navigate = useNavigate();
  return (order: Order) => {
    const open = useCompletionStore.getState().completion?.orderNo === order.orderNo;
    if (!open && order.consignment) {
      const { draft, completion } = completionFromOrder(order, order.consignment);
      draftActions.startFrom(draft);
      completionActions.start(completion);
    }
    navigate(paths.shipmentStep3);
  };
}
