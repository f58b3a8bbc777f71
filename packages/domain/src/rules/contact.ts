import { isCountryCode } from '../constants/countries.ts';
import { statesOf } from '../constants/states.ts';
import { CUSTOMER_LEVEL_ADMIN } from '../constants/users.ts';
import {
  CONTACT_FIELD_MAX,
  CONTACT_TEXT_FIELDS,
  type ContactFields,
  type ContactTextField,
  contactFullName,
} from '../entities/contact.ts';
import { textLength } from '../entities/primitives.ts';
import { normalisePostcode, postcodeKey, postcodeProblem, postcodeRequired } from './postcode.ts';
import { isEmail } from './validation.ts';

/** Translation keys a contact's fields can fail with (apps/web locales, `validation.*`). */
export const CONTACT_PROBLEM_KEYS = [
  'validation.required',
  'validation.format',
  'validation.tooLong',
  'validation.email',
  'validation.nameOrCompany',
] as const;
export type ContactProblemKey = (typeof CONTACT_PROBLEM_KEYS)[number];

export interface ContactProblem {
  field: ContactTextField | 'country';
  key: ContactProblemKey;
}

/**
 * A contact as it is stored: text trimmed, the country in upper case, a Swedish postcode without
 * its space and every postcode in upper case, and a state of the US, Canada or Ireland as its code
 * when its name was written.
 */
export function normaliseContactFields(c: ContactFields): ContactFields {
  const out = { ...c };
  for (const field of CONTACT_TEXT_FIELDS) out[field] = c[field].trim();
  out.country = c.country.trim().toUpperCase();
  out.postcode = normalisePostcode(out.postcode, out.country).toUpperCase();
  const states = statesOf(out.country);
  if (states && out.state !== '') {
    const typed = out.state.toLowerCase();
    const found = states.find((s) => s.code.toLowerCase() === typed || s.name.toLowerCase() === typed);
    if (found) out.state = found.code;
  }
  return out;
}

// Digits with the separators people write between them, an optional leading +, at least one digit.
const PHONE = /^\+?[\d\s().\-/]*\d[\d\s().\-/]*$/;
/** The same with the white space a field may carry around it, or nothing: the request's pattern. */
export const CONTACT_PHONE_OR_EMPTY = /^\s*(?:\+?[\d\s().\-/]*\d[\d\s().\-/]*)?$/;

/**
 * Every problem of a (normalised) contact, at most one per field, in the order of the form. What a
 * contact needs is what a consignment needs of a party: a name or company, a street, a city, a
 * real country, a postcode where the country uses them (in its format), and for the US, Canada
 * and Ireland a state from their lists.
 */
export function contactProblems(c: ContactFields): ContactProblem[] {
  const problems = new Map<ContactProblem['field'], ContactProblemKey>();
  const add = (field: ContactProblem['field'], key: ContactProblemKey) => {
    if (!problems.has(field)) problems.set(field, key);
  };
  for (const field of CONTACT_TEXT_FIELDS) {
    if (textLength(c[field]) > CONTACT_FIELD_MAX[field]) add(field, 'validation.tooLong');
  }
  if (c.company === '' && contactFullName(c) === '') add('company', 'validation.nameOrCompany');
  if (c.address1 === '') add('address1', 'validation.required');
  if (c.city === '') add('city', 'validation.required');
  const countryKnown = /^[A-Z]{2}$/.test(c.country) && isCountryCode(c.country);
  if (c.country === '') add('country', 'validation.required');
  else if (!countryKnown) add('country', 'validation.format');
  if (countryKnown) {
    if (c.postcode === '' && postcodeRequired(c.country)) add('postcode', 'validation.required');
    const postcode = postcodeProblem(c.postcode, c.country);
    if (postcode) add('postcode', postcode);
    const states = statesOf(c.country);
    if (states && c.state === '') add('state', 'validation.required');
    else if (states && !states.some((s) => s.code === c.state)) add('state', 'validation.format');
  }
  if (c.email !== '' && !isEmail(c.email)) add('email', 'validation.email');
  if (c.phone !== '' && !PHONE.test(c.phone)) add('phone', 'validation.format');
  if (c.mobile !== '' && !PHONE.test(c.mobile)) add('mobile', 'validation.format');
  return [...problems].map(([field, key]) => ({ field, key }));
}

export interface ContactCaller {
  customerId: number;
  /** Customer level; 1 is an administrator (SPEC §6). */
  level: number;
}

/**
 * Whether the caller may edit or delete a contact of their company: anyone while it is unlocked,
 * and a locked one only its owner and an administrator (SPEC §6).
 */
export function mayChangeContact(
  contact: { custId: number; locked: boolean },
  caller: ContactCaller,
): boolean {
  return !contact.locked || mayLockContact(contact, caller);
}

/** Locking and unlocking is the owner's choice (and an administrator's), never a colleague's. */
export function mayLockContact(contact: { custId: number }, caller: ContactCaller): boolean {
  return contact.custId === caller.customerId || caller.level === CUSTOMER_LEVEL_ADMIN;
}

const plain = (s: string) => s.toLocaleLowerCase('sv').replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();

/**
 * What makes two contacts possibly the same place: the country, the postcode and the name (the
 * company, or the person's name where there is none), compared without case, dots and commas.
 */
export function contactDuplicateKey(
  c: Pick<ContactFields, 'country' | 'postcode' | 'company' | 'firstName' | 'lastName'>,
): string {
  const name = plain(c.company) || plain(contactFullName(c));
  return `${c.country.toUpperCase()}|${postcodeKey(c.postcode)}|${name}`;
}
