import type { Consignment } from '../entities/consignment.ts';
import { isEmail } from './validation.ts';

/** SPEC §5: a pre-notice e-mail goes out only to a valid receiver address. */
export function shouldSendPreNotice(receiverEmail: string | null | undefined): boolean {
  return isEmail(receiverEmail?.trim());
}

/**
 * The address a consignment's pre-notice goes to: the consignee's e-mail when valid, else null.
 * The e-mail `notify` flag is the carrier's own notice (a service option), not this one.
 */
export function preNoticeRecipient(consignment: Pick<Consignment, 'parts'>): string | null {
  const email = consignment.parts.find((p) => p.role === 'consignee')?.communication.email.value.trim();
  return email !== undefined && shouldSendPreNotice(email) ? email : null;
}
