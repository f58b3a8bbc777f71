import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN, emailAddressSchema } from '../rules/email-address.ts';
import { textSchema } from './primitives.ts';

/** At most this many addresses in one of to, cc and bcc, and in all of them together. */
export const MAX_EMAIL_RECIPIENTS = 10;
/** A message is read by a person: long enough for a case, never a document. */
export const EMAIL_CONTENT_MAX_LENGTH = 10_000;
export const EMAIL_SUBJECT_MAX_LENGTH = 200;

const ADDRESS = EMAIL_ADDRESS_PATTERN.source.slice(1, -1);

/**
 * The list's rule as the OpenAPI document says it: at most ten addresses, each separated from the
 * next by a comma or semicolon, white space and empty places around them. Said for the document
 * only: the server splits and checks each address (a pattern this size over a whole list is work
 * no request should be able to make the server do).
 */
export const EMAIL_ADDRESS_LIST_IN_DOCUMENT = String.raw`^[\s,;]*(?:${ADDRESS}(?:\s*[,;][\s,;]*${ADDRESS}){0,${MAX_EMAIL_RECIPIENTS - 1}})?[\s,;]*$`;

/**
 * Addresses separated by commas or semicolons, as mail clients write them; '' for none. Each must
 * be a valid address (emailAddressSchema, the rule of isEmail).
 */
export const emailAddressListSchema = textSchema
  .max(MAX_EMAIL_RECIPIENTS * 256)
  .refine((value) => {
    const parts = splitEmailAddresses(value);
    return (
      parts.length <= MAX_EMAIL_RECIPIENTS && parts.every((p) => emailAddressSchema.safeParse(p).success)
    );
  }, 'Invalid e-mail address list')
  .meta({ pattern: EMAIL_ADDRESS_LIST_IN_DOCUMENT });

export function splitEmailAddresses(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * An e-mail (SPEC §3). The server decides who a customer's message finally goes to (the carrier's
 * member service and the internal copy, SPEC §7): `to` from a browser is never trusted as a relay.
 */
export const emailSchema = z.object({
  to: emailAddressListSchema.default(''),
  cc: emailAddressListSchema.default(''),
  bcc: emailAddressListSchema.default(''),
  replyTo: z.union([z.literal(''), emailAddressSchema]).default(''),
  subject: textSchema.trim().min(1).max(EMAIL_SUBJECT_MAX_LENGTH),
  content: textSchema.min(1).max(EMAIL_CONTENT_MAX_LENGTH),
});
export type Email = z.infer<typeof emailSchema>;
