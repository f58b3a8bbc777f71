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
  'returnedToSender',
  'cancelled',
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

/** The status category an order gets when its booking is cancelled with the carrier (before pickup). */
export const CANCELLED_STATUS_CATEGORY = 'CANCELLED';

/**
 * The status category an order gets when the carrier returns the goods to the sender: not one of
 * SPEC's four, so it shows its own label ('returnedToSender'), never "no status".
 */
export const RETURNED_STATUS_CATEGORY = 'RETURNED';

/** Whether the shipment's booking was cancelled: it is no longer printed, tracked or cancelled again. */
export const isCancelled = (order: { statusCategory: string }) =>
  order.statusCategory.trim().toUpperCase() === CANCELLED_STATUS_CATEGORY;

/**
 * Whether the user may still cancel the booking: booked, not cancelled, and no carrier report of
 * pickup or later (the carrier has the last word and refuses when it was picked up meanwhile).
 */
export function mayCancel(order: { dateBooked: string | null; statusCategory: string; archived: boolean }) {
  if (!order.dateBooked || order.archived || isCancelled(order)) return false;
  const carrier = order.statusCategory.trim().toUpperCase();
  return carrier === '' || carrier === 'CONFIRMED';
}

const isCarrierStatus = (s: string): s is (typeof CONSIGNMENT_STATUSES)[number] =>
  (CONSIGNMENT_STATUSES as readonly string[]).includes(s);

/**
 * What status a shipment shows. The carrier's report wins once there is one; before it, our own
 * steps say it (printed, then booked). A booked shipment cancelled or returned to the sender shows
 * that. A carrier status we do not know, and an unbooked shipment, show the no-status label
 * ('none').
 */
export function shownStatus(order: {
  dateBooked: string | null;
  printed: boolean;
  statusCategory: string;
}): ShownStatus {
  const carrier = order.statusCategory.trim().toUpperCase();
  if (carrier === CANCELLED_STATUS_CATEGORY && order.dateBooked) return 'cancelled';
  if (carrier === RETURNED_STATUS_CATEGORY && order.dateBooked) return 'returnedToSender';
  if (isCarrierStatus(carrier)) return FROM_CARRIER[carrier];
  if (carrier !== '' || !order.dateBooked) return 'none';
  return order.printed ? 'printed' : 'booked';
}
