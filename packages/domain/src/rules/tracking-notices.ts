import type { Part } from '../entities/consignment.ts';
import { isExceptionStatus, type TrackingStatus } from './tracking-status.ts';
import { isEmail } from './validation.ts';

/**
 * The mails a shipment's status changes cause (docs/rules.md, Tracking notices): to the receiver
 * when the goods are picked up and when they are out for delivery, to the sender when they are
 * delivered and when anything goes wrong.
 */
export const TRACKING_NOTICES = [
  'receiverPickup',
  'receiverOutForDelivery',
  'senderDelivered',
  'senderException',
] as const;
export type TrackingNotice = (typeof TRACKING_NOTICES)[number];

/** The booking customer's setting that turns each notice off (customer settings, default on). */
export const TRACKING_NOTICE_SETTINGS = {
  receiverPickup: 'trackingMailReceiverPickup',
  receiverOutForDelivery: 'trackingMailReceiverOutForDelivery',
  senderDelivered: 'trackingMailSenderDelivered',
  senderException: 'trackingMailSenderException',
} as const satisfies Record<TrackingNotice, string>;
export type TrackingNoticeSetting = (typeof TRACKING_NOTICE_SETTINGS)[TrackingNotice];

/** Our own steps before the carrier has the goods: a pickup after one of these is news. */
const BEFORE_PICKUP: readonly TrackingStatus[] = ['none', 'booked', 'printed', 'confirmed'];

/**
 * The notice a status change causes, or null. Only a real change counts (the same status again is
 * none). Picked up: only when the goods leave the sender, never a late pickup scan on the way.
 * Out for delivery: every time, since a second round after a failed one is news to the receiver.
 * Delivered: once, it is final. An exception: each move into one, including from another
 * exception (a delay that becomes a customs hold says something new).
 */
export function trackingNoticeOf(previous: TrackingStatus, status: TrackingStatus): TrackingNotice | null {
  if (previous === status) return null;
  if (status === 'pickup') return BEFORE_PICKUP.includes(previous) ? 'receiverPickup' : null;
  if (status === 'outForDelivery') return 'receiverOutForDelivery';
  if (status === 'delivered') return 'senderDelivered';
  if (isExceptionStatus(status)) return 'senderException';
  return null;
}

/** Whether a notice goes to the receiver (else to the sender). */
export const isReceiverNotice = (notice: TrackingNotice) => notice.startsWith('receiver');

/**
 * The address a party of a booked shipment is notified at: its e-mail, when the box "notify by
 * e-mail" under it is ticked and the address is valid; else null, and it is not written to.
 */
export function notifiedEmail(part: Pick<Part, 'communication'> | undefined): string | null {
  const email = part?.communication.email;
  const address = email?.value.trim();
  return email?.notify && address !== undefined && isEmail(address) ? address : null;
}
