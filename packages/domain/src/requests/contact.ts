import type { z } from 'zod';
import { type ContactFields, contactFieldsSchema } from '../entities/contact.ts';
import { contactProblems, normaliseContactFields } from '../rules/contact.ts';
import { checkedQuerySchema, idListSchema, positiveIdSchema } from './common.ts';

/** Adds each problem of a contact as an issue on its field, the translation key as the message. */
function contactRules(c: ContactFields, ctx: z.RefinementCtx) {
  for (const p of contactProblems(c)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.key });
}

/** POST /contact/: the fields, normalised as they are stored, passing the rules of the form. */
export const contactCreateRequestSchema = contactFieldsSchema
  .transform(normaliseContactFields)
  .superRefine(contactRules);
export type ContactCreateRequest = z.input<typeof contactCreateRequestSchema>;

/** PUT /contact/: the same, with the id of the contact to change. */
export const contactUpdateRequestSchema = contactFieldsSchema
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
