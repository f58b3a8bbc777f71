import type { Consignment } from '../entities/consignment.ts';
import { notifiedEmail } from './tracking-notices.ts';
import { isEmail } from './validation.ts';

/** SPEC §5: a pre-notice e-mail goes out only to a valid receiver address. */
export function shouldSendPreNotice(receiverEmail: string | null | undefined): boolean {
  return isEmail(receiverEmail?.trim());
}

/**
 * The address a booked consignment's pre-notice goes to: the consignee's e-mail, when the
 * receiver is to be notified by e-mail (the box under their e-mail in step 3) and the address is
 * valid; else null, and nobody is written to.
 */
export function preNoticeRecipient(consignment: Pick<Consignment, 'parts'>): string | null {
  return notifiedEmail(consignment.parts.find((p) => p.role === 'consignee'));
}
