import type { Consignment, Order } from '@skeppa/domain';
import { type ChosenService, type Completion, newCompletion } from './completion';
import type { ShipmentDraft } from './draft';
import { draftFromCopy } from './draft-from-copy';
import { goodsValueText } from './to-booking';

/** A saved service option's typed values as the fields of step 3's form (all text there). */
function chosenService({
  type,
  ...values
}: Consignment['transportProduct']['serviceOption'][number]): ChosenService {
  return { type, fields: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) };
}

/**
 * A shipment saved earlier, opened again in step 3 to be changed ("Change the shipment" at step
 * 4, reached from the send list): the draft it was priced from and the completion as it was
 * saved, under its own order and consignment, so Continue updates them rather than adding one.
 */
export function completionFromOrder(
  order: Order,
  consignment: Consignment,
): { draft: ShipmentDraft; completion: Completion } {
  const { templateName, orderNo } = order;
  const copy = { consignment, consigneeType: order.consigneeType, noPickup: order.noPickup };
  const draft: ShipmentDraft = { ...draftFromCopy(copy), templateName };
  return {
    draft,
    completion: {
      ...newCompletion(draft, templateName),
      consignment: { ...consignment, orderNo, templateName },
      services: consignment.transportProduct.serviceOption.map(chosenService),
      insured: order.insured,
      goodsValue: goodsValueText(order.goodsValue),
      orderNo,
    },
  };
}
