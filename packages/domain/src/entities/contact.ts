import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/countries.ts';
import { textSchema } from './primitives.ts';

/** The longest value each text field of a contact takes; the form, the API and the import agree. */
export const CONTACT_FIELD_MAX = {
  company: 100,
  firstName: 60,
  lastName: 60,
  address1: 100,
  address2: 100,
  postcode: 12,
  city: 60,
  state: 40,
  phone: 30,
  mobile: 30,
  email: 254,
  reference: 60,
  comments: 1000,
} as const;
export type ContactTextField = keyof typeof CONTACT_FIELD_MAX;
export const CONTACT_TEXT_FIELDS = Object.keys(CONTACT_FIELD_MAX) as ContactTextField[];

const text = (field: ContactTextField) => textSchema.max(CONTACT_FIELD_MAX[field]).default('');

/**
 * What a user edits on a contact (SPEC §3), with its defaults. The role flags are booleans, as the
 * database keeps them: consignor (sender) false, consignee (receiver) true (SPEC's "consignee
 * default 1"); the 0/1 form lives only in the bulk query strings (`?checked=0|1`).
 */
export const contactFieldsSchema = z.object({
  company: text('company'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  address1: text('address1'),
  address2: text('address2'),
  postcode: text('postcode'),
  city: text('city'),
  state: text('state'),
  country: textSchema.length(2).default(DEFAULT_COUNTRY),
  phone: text('phone'),
  mobile: text('mobile'),
  email: text('email'),
  consignor: z.boolean().default(false),
  consignee: z.boolean().default(true),
  /**
   * The caller's sender favourite (the customer setting `primaryContactId`). Each user has their
   * own favourite, so this is never stored on the shared contact: it is presented per caller, and
   * a save with `primary` set makes the contact the caller's favourite (or stops it being so).
   */
  primary: z.boolean().default(false),
  reference: text('reference'),
  comments: text('comments'),
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
