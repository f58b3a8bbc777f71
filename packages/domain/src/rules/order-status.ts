import { CONSIGNMENT_STATUSES } from '../entities/order.ts';

/** The statuses a shipment list shows and filters by (SPEC §4), in the order a shipment passes them. */
export const SHOWN_STATUSES = [
  'none',
  'booked',
  'printed',
  'confirmed',
  'pickup',
  'inTransit',
  'delivered',
] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

const FROM_CARRIER: Record<(typeof CONSIGNMENT_STATUSES)[number], ShownStatus> = {
  CONFIRMED: 'confirmed',
  PICKUP: 'pickup',
  IN_TRANSIT: 'inTransit',
  DELIVERED: 'delivered',
};

/** The carrier status a shown status stands for, or null for our own steps and 'none'. */
export function carrierStatusOf(status: ShownStatus): (typeof CONSIGNMENT_STATUSES)[number] | null {
  return CONSIGNMENT_STATUSES.find((c) => FROM_CARRIER[c] === status) ?? null;
}

const isCarrierStatus = (s: string): s is (typeof CONSIGNMENT_STATUSES)[number] =>
  (CONSIGNMENT_STATUSES as readonly string[]).includes(s);

/**
 * What status a shipment shows. The carrier's report wins once there is one; before it, our own
 * steps say it (printed, then booked). A carrier status we do not know, and an unbooked shipment,
 * show the no-status label ('none').
 */
export function shownStatus(order: {
  dateBooked: string | null;
  printed: boolean;
  statusCategory: string;
}): ShownStatus {
  const carrier = order.statusCategory.trim().toUpperCase();
  if (isCarrierStatus(carrier)) return FROM_CARRIER[carrier];
  if (carrier !== '' || !order.dateBooked) return 'none';
  return order.printed ? 'printed' : 'booked';
}
