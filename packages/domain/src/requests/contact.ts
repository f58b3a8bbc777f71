import { z } from 'zod';
import { DEFAULT_COUNTRY, isCountryCode } from '../constants/countries.ts';
import { contactFieldsSchema } from '../entities/contact.ts';
import { postcodeProblem } from '../rules/postcode.ts';
import { checkedQuerySchema, idListSchema, positiveIdSchema } from './common.ts';

/** The contact fields with the checks a form must pass: a real country, an e-mail or nothing. */
const contactInputShape = {
  ...contactFieldsSchema.shape,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .refine(isCountryCode, 'Unknown country')
    .default(DEFAULT_COUNTRY),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
};

/** Swedish postcodes must be five digits (with or without the space); others are only bounded. */
function postcodeFitsCountry(c: { postcode: string; country: string }, ctx: z.RefinementCtx) {
  const problem = postcodeProblem(c.postcode, c.country);
  if (problem) ctx.addIssue({ code: 'custom', path: ['postcode'], message: problem });
}

export const contactCreateRequestSchema = z.object(contactInputShape).superRefine(postcodeFitsCountry);
export type ContactCreateRequest = z.input<typeof contactCreateRequestSchema>;
export const contactUpdateRequestSchema = z
  .object({ id: positiveIdSchema, ...contactInputShape })
  .superRefine(postcodeFitsCountry);

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
