import {
  type ConsigneeType,
  type Consignment,
  consigneeTypes,
  consignmentSchema,
  type Order,
} from '@skeppa/domain';
import { registerStoreReset } from '../session/store-registry';

/**
 * "Book again as a new shipment": the consignment page hands a copy of a shipment to the shipment
 * flow, which starts its next draft from it instead of the empty template. Kept in sessionStorage
 * so the hand-over survives the page load between them; logout clears it.
 */
export interface BookAgain {
  consignment: Consignment;
  consigneeType: ConsigneeType;
  noPickup: boolean;
}

const KEY = 'skeppa.book-again';

/**
 * A shipment as the start of a new one: the same parties, goods and service, but no identity of
 * the old one (order, consignment and number, owner), no errors, and no pickup day or times, which
 * belonged to the old booking and must be chosen again.
 */
export function copyForNewShipment(order: Order, consignment: Consignment): BookAgain {
  return {
    consignment: {
      ...consignment,
      orderNo: null,
      consignmentId: null,
      consignmentNo: null,
      owner: null,
      errors: [],
      transportProduct: {
        ...consignment.transportProduct,
        pickup: { ...consignment.transportProduct.pickup, date: '', earliest: '', latest: '' },
        errors: [],
      },
    },
    consigneeType: order.consigneeType,
    noPickup: order.noPickup,
  };
}

export function handOverBookAgain(copy: BookAgain): void {
  sessionStorage.setItem(KEY, JSON.stringify(copy));
}

/** The copy waiting for the shipment flow, taken once: a later new shipment starts empty again. */
export function takeBookAgain(): BookAgain | null {
  const text = sessionStorage.getItem(KEY);
  if (text === null) return null;
  sessionStorage.removeItem(KEY);
  try {
    // Read back through the schema: what sessionStorage holds may be from an older release.
    const stored = JSON.parse(text) as Partial<Record<keyof BookAgain, unknown>>;
    const consignment = consignmentSchema.safeParse(stored.consignment);
    const type = consigneeTypes.find((c) => c === stored.consigneeType);
    if (!consignment.success || !type) return null;
    return { consignment: consignment.data, consigneeType: type, noPickup: stored.noPickup === true };
  } catch {
    return null;
  }
}

registerStoreReset(() => sessionStorage.removeItem(KEY));
