import type { BookAgain } from '@/shared/shipment/book-again';
import { type GoodsRowForm, placeOf, type ShipmentDraft } from './draft';

const text = (n: number) => (n > 0 ? String(n) : '');

/**
 * A draft from a shipment booked before ("book again as a new shipment"): its parties, goods and
 * service, priced afresh from step 1. The copy's choices are the draft's defaults, so a later change
 * of the customer's settings does not overwrite them.
 */
export function draftFromCopy(copy: BookAgain): ShipmentDraft {
  const base = copy.consignment;
  const goods: GoodsRowForm[] = base.goodsItem.map((g) => ({
    id: g.id,
    noOfPackages: String(g.noOfPackages),
    packageType: g.packageType,
    weight: text(g.weight),
    length: text(g.length),
    width: text(g.width),
    height: text(g.height),
    isStackable: g.isStackable,
  }));
  const defaults = { consigneeType: copy.consigneeType, pickup: !copy.noPickup };
  return {
    base,
    from: placeOf(base, 'consignor'),
    to: placeOf(base, 'consignee'),
    ...defaults,
    goods,
    templateName: base.templateName || null,
    defaults,
  };
}
