import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/countries.ts';

const text = (max: number) => z.string().max(max).default('');

/**
 * What a user edits on a contact (SPEC §3), with its defaults. The role flags are booleans, as the
 * database keeps them: consignor (sender) false, consignee (receiver) true (SPEC's "consignee
 * default 1"); the 0/1 form lives only in the bulk query strings (`?checked=0|1`).
 */
export const contactFieldsSchema = z.object({
  company: text(100),
  firstName: text(60),
  lastName: text(60),
  address1: text(100),
  address2: text(100),
  postcode: text(12),
  city: text(60),
  state: text(40),
  country: z.string().length(2).default(DEFAULT_COUNTRY),
  phone: text(30),
  mobile: text(30),
  email: text(254),
  consignor: z.boolean().default(false),
  consignee: z.boolean().default(true),
  primary: z.boolean().default(false),
  reference: text(60),
  comments: text(1000),
  /** A private person, not a company (private-consignee delivery applies). */
  consumer: z.boolean().default(false),
  /** Blocks editing of a contact shared by another user (SPEC §6). */
  locked: z.boolean().default(false),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** A contact as the API presents it: the fields, its owner and the derived fullName. */
export const contactSchema = contactFieldsSchema.extend({
  id: z.number().int().positive(),
  custId: z.number().int().positive(),
  fullName: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** First and last name with one space between, or whichever of them there is. */
export function contactFullName(c: Pick<ContactFields, 'firstName' | 'lastName'>): string {
  return [c.firstName.trim(), c.lastName.trim()].filter((s) => s !== '').join(' ');
}

/** A blank contact with every default. */
export function newContactFields(): ContactFields {
  return contactFieldsSchema.parse({});
}
