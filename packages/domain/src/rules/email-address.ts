import { z } from 'zod';

/** RFC 5321's longest forward path, less its angle brackets. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

// The local part is zod's (letters, digits, _ ' + - and single inner dots). The domain is what DNS
// and the mail servers behind a carrier's notice take (RFC 1035, RFC 5321): labels of 1–63
// letters, digits and inner hyphens, never starting or ending with one, and a top-level domain of
// 2–63 letters. zod's own rule lets a label end with a hyphen ("kund@lager-.se") or run past 63
// characters, which a mail server then refuses long after the address was accepted here.
const LOCAL = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]`;
const LABEL = String.raw`[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?`;
export const EMAIL_ADDRESS_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/**
 * An e-mail address wherever the product takes one: a contact's, a consignment party's, a mail's
 * recipients and reply-to, the test mail's, an SSO key's. The OpenAPI document shows the pattern,
 * so a client sees the same rule the server applies.
 */
export const emailAddressSchema = z.email({ pattern: EMAIL_ADDRESS_PATTERN }).max(EMAIL_ADDRESS_MAX_LENGTH);

export function isEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && emailAddressSchema.safeParse(value).success;
}
