import type { z } from 'zod';
import { CONTACT_FIELD_MAX, type ContactFields, contactFieldsSchema } from '../entities/contact.ts';
import { filledTextSchema, textSchema } from '../entities/primitives.ts';
import { CONTACT_PHONE_OR_EMPTY, contactProblems, normaliseContactFields } from '../rules/contact.ts';
import { EMAIL_ADDRESS_PATTERN } from '../rules/email-address.ts';
import { checkedQuerySchema, idListSchema, positiveIdSchema } from './common.ts';

/** Adds each problem of a contact as an issue on its field, the translation key as the message. */
function contactRules(c: ContactFields, ctx: z.RefinementCtx) {
  for (const p of contactProblems(c)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.key });
}

const filled = (field: 'address1' | 'city') =>
  filledTextSchema.max(CONTACT_FIELD_MAX[field], 'validation.tooLong');
const phone = (field: 'phone' | 'mobile') =>
  textSchema.max(CONTACT_FIELD_MAX[field]).regex(CONTACT_PHONE_OR_EMPTY, 'validation.format').default('');

/** An address as isEmail takes it, with the white space a field may carry around it, or nothing. */
const EMAIL_OR_EMPTY = new RegExp(String.raw`^\s*(?:${EMAIL_ADDRESS_PATTERN.source.slice(1, -1)})?\s*$`);

/**
 * The fields as a request must send them: what the rules require and the phone and e-mail formats
 * said in the schema too, so the OpenAPI document tells what is refused; the rules still say what
 * no schema can (a name or a company, a country's postcodes and states).
 */
const contactRequestFieldsSchema = contactFieldsSchema.extend({
  address1: filled('address1'),
  city: filled('city'),
  phone: phone('phone'),
  mobile: phone('mobile'),
  email: textSchema.max(CONTACT_FIELD_MAX.email).regex(EMAIL_OR_EMPTY, 'validation.email').default(''),
});

/** POST /contact/: the fields, normalised as they are stored, passing the rules of the form. */
export const contactCreateRequestSchema = contactRequestFieldsSchema
  .transform(normaliseContactFields)
  .superRefine(contactRules);
export type ContactCreateRequest = z.input<typeof contactCreateRequestSchema>;

/** PUT /contact/: the same, with the id of the contact to change. */
export const contactUpdateRequestSchema = contactRequestFieldsSchema
  .extend({ id: positiveIdSchema })
  .transform(({ id, ...fields }) => ({ id, ...normaliseContactFields(fields) }))
  .superRefine(contactRules);
export type ContactUpdateRequest = z.input<typeof contactUpdateRequestSchema>;

/** PUT /contact/bulk/{flag}/?checked=0|1 sets one flag on the listed contacts. */
export const CONTACT_BULK_FLAGS = {
  sender: 'consignor',
  receiver: 'consignee',
  consumer: 'consumer',
  locked: 'locked',
} as const;
export type ContactBulkFlag = keyof typeof CONTACT_BULK_FLAGS;
export const contactBulkFlagQuerySchema = checkedQuerySchema;
export const contactBulkFlagRequestSchema = idListSchema;
export const contactBulkDeleteRequestSchema = idListSchema;
