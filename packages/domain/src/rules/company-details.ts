import { isCountryCode } from '../constants/countries.ts';
import { statesOf } from '../constants/states.ts';
import { textLength } from '../entities/primitives.ts';
import { formatOrgNo, isValidOrgNo } from './orgnr.ts';
import { normalisePostcode, postcodeProblem, postcodeRequired } from './postcode.ts';
import type { ValidationKey } from './validation.ts';

/** The company fields an administrator may change (SPEC §3, stored on the company). */
export interface CompanyDetails {
  company: string;
  orgNo: string;
  address: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
}

/** The personal fields every user may change on themselves. */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  phone: string;
  mobile: string;
}

/** Longest accepted value per field: what fits on a freight document's address block. */
export const DETAILS_MAX_LENGTH = {
  company: 100,
  address: 100,
  address2: 100,
  city: 60,
  state: 60,
  firstName: 60,
  lastName: 60,
  phone: 30,
  mobile: 30,
} as const;

export type DetailsProblem = ValidationKey | 'validation.orgNo' | 'validation.phone';
export type Problems<T> = Partial<Record<keyof T, DetailsProblem>>;

const PHONE = /^\+?[0-9][0-9 ()-]*$/;

/**
 * A phone field as the rule below takes it, as one pattern for the request schema (and so the
 * OpenAPI document): nothing but white space, or, white space around it, digits with the usual
 * separators, a "+" only in front, at least five digits.
 */
export const PHONE_OR_EMPTY = /^\s*(?:\+?(?=(?:\D*\d){5})[0-9][0-9 ()-]*)?\s*$/;

function text(value: string, max: number, required: boolean): DetailsProblem | null {
  const v = value.trim();
  if (required && v === '') return 'validation.required';
  return textLength(v) > max ? 'validation.tooLong' : null;
}

function phoneProblem(value: string, max: number): DetailsProblem | null {
  const v = value.trim();
  if (v === '') return null;
  if (textLength(v) > max) return 'validation.tooLong';
  // Digits with the usual separators; a "+" only in front, as in +46 31 123 45 60.
  return PHONE.test(v) && /\d{5}/.test(v.replace(/\D/g, '')) ? null : 'validation.phone';
}

function stateProblem(value: string, states: readonly { code: string }[]): DetailsProblem | null {
  const v = value.trim();
  if (v === '') return 'validation.required';
  return states.some((s) => s.code === v) ? null : 'validation.format';
}

function collect<T>(checks: [keyof T, DetailsProblem | null][]): Problems<T> {
  const out: Problems<T> = {};
  for (const [field, problem] of checks) if (problem) out[field] = problem;
  return out;
}

/**
 * Why company details cannot be saved, per field; empty when they can. The organisation number
 * must pass its check digit; the postcode must fit the country (and is required where carriers
 * need one); a country with a state list needs one of its states.
 */
export function companyDetailsProblems(d: CompanyDetails): Problems<CompanyDetails> {
  const L = DETAILS_MAX_LENGTH;
  const country = d.country.trim().toUpperCase();
  const states = statesOf(country);
  const postcode = d.postcode.trim();
  return collect<CompanyDetails>([
    ['company', text(d.company, L.company, true)],
    [
      'orgNo',
      d.orgNo.trim() === '' ? 'validation.required' : isValidOrgNo(d.orgNo) ? null : 'validation.orgNo',
    ],
    ['address', text(d.address, L.address, true)],
    ['address2', text(d.address2, L.address2, false)],
    [
      'postcode',
      postcode === '' && postcodeRequired(country)
        ? 'validation.required'
        : postcodeProblem(postcode, country),
    ],
    ['city', text(d.city, L.city, true)],
    ['state', states ? stateProblem(d.state, states) : text(d.state, L.state, false)],
    ['country', isCountryCode(country) ? null : 'validation.required'],
  ]);
}

export function personalDetailsProblems(d: PersonalDetails): Problems<PersonalDetails> {
  const L = DETAILS_MAX_LENGTH;
  return collect<PersonalDetails>([
    ['firstName', text(d.firstName, L.firstName, true)],
    ['lastName', text(d.lastName, L.lastName, true)],
    ['phone', phoneProblem(d.phone, L.phone)],
    ['mobile', phoneProblem(d.mobile, L.mobile)],
  ]);
}

/** Company details as stored: trimmed, the organisation number as NNNNNN-NNNN, postcode normalised. */
export function normaliseCompanyDetails(d: CompanyDetails): CompanyDetails {
  const country = d.country.trim().toUpperCase();
  return {
    company: d.company.trim(),
    orgNo: formatOrgNo(d.orgNo),
    address: d.address.trim(),
    address2: d.address2.trim(),
    postcode: normalisePostcode(d.postcode, country),
    city: d.city.trim(),
    state: d.state.trim(),
    country,
  };
}

export function normalisePersonalDetails(d: PersonalDetails): PersonalDetails {
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    phone: d.phone.trim(),
    mobile: d.mobile.trim(),
  };
}
