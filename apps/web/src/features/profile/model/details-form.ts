import {
  type CompanyDetails,
  type Customer,
  companyDetailsProblems,
  type DetailsProblem,
  type PersonalDetails,
  personalDetailsProblems,
  statesOf,
} from '@skeppa/domain';

export type FieldProblems<T> = Partial<Record<keyof T, DetailsProblem>>;

export function companyDraft(c: Customer): CompanyDetails {
  const { company, orgNo, address, address2, postcode, city, state, country } = c;
  return { company, orgNo, address, address2, postcode, city, state, country };
}

export function personalDraft(c: Customer): PersonalDetails {
  const { firstName, lastName, phone, mobile } = c;
  return { firstName, lastName, phone, mobile };
}

/** A new country: its state list (if any) starts unchosen, and a free state text is kept elsewhere. */
export function withCountry(draft: CompanyDetails, country: string): CompanyDetails {
  const hadList = statesOf(draft.country) !== undefined;
  const hasList = statesOf(country) !== undefined;
  return { ...draft, country, state: hadList || hasList ? '' : draft.state };
}

// The same rules the API applies; the form shows them field by field before anything is sent.
export const companyProblems = (d: CompanyDetails): FieldProblems<CompanyDetails> =>
  companyDetailsProblems(d);
export const personalProblems = (d: PersonalDetails): FieldProblems<PersonalDetails> =>
  personalDetailsProblems(d);

export const hasProblems = (p: object) => Object.keys(p).length > 0;
