import {
  MOBILE_MIN_USABLE_LENGTH,
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_NAME,
  PLACEHOLDER_PHONE,
} from '../constants/limits.ts';
import type { Part } from '../entities/consignment.ts';
import { isEmail } from './validation.ts';

// SPEC §5/§9: while a shipment is filled in temporarily (priced or saved before every detail is
// known), required fields that are still blank take stand-in values. A real value always wins.

export function placeholderName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? PLACEHOLDER_NAME : trimmed;
}

/** A phone or mobile number counts only when longer than 4 characters; '070' is not a number. */
export function placeholderPhone(phone: string | null | undefined): string {
  const trimmed = phone?.trim() ?? '';
  return trimmed.length >= MOBILE_MIN_USABLE_LENGTH ? trimmed : PLACEHOLDER_PHONE;
}

export function placeholderEmail(email: string | null | undefined): string {
  const trimmed = email?.trim() ?? '';
  return isEmail(trimmed) ? trimmed : PLACEHOLDER_EMAIL;
}

/**
 * A part with its name, phone, mobile and e-mail made usable. Notify flags are left as they are:
 * a stand-in address must never be notified, so the caller decides what it sends.
 */
export function partWithPlaceholders(part: Part): Part {
  const { communication: c } = part;
  return {
    ...part,
    address: { ...part.address, name: placeholderName(part.address.name) },
    communication: {
      ...c,
      phone: placeholderPhone(c.phone),
      mobile: { ...c.mobile, value: placeholderPhone(c.mobile.value) },
      email: { ...c.email, value: placeholderEmail(c.email.value) },
    },
  };
}
