import {
  type Contact,
  type ContactFields,
  type ContactProblem,
  contactProblems,
  formatPostcode,
  newContactFields,
  normaliseContactFields,
} from '@skeppa/domain';

/** What the drawer edits: the fields as typed, and the id when an existing contact is changed. */
export interface ContactForm {
  id: number | null;
  fields: ContactFields;
}

export function newContactForm(): ContactForm {
  return { id: null, fields: newContactFields() };
}

/** An existing contact in the form, its Swedish postcode written `NNN NN` as people read it. */
export function contactForm(contact: Contact): ContactForm {
  const { id, custId: _owner, fullName: _name, ...fields } = contact;
  return { id, fields: { ...fields, postcode: formatPostcode(fields.postcode, fields.country) } };
}

export type FormProblems = Partial<Record<ContactProblem['field'], ContactProblem['key']>>;

/** The rules the API applies (packages/domain), on the form as it will be sent. */
export function formProblems(form: ContactForm): FormProblems {
  return Object.fromEntries(
    contactProblems(normaliseContactFields(form.fields)).map((p) => [p.field, p.key]),
  );
}

/**
 * Like the price form, "Mandatory field" waits for the first attempt to save, so a new contact is
 * not all red; problems with what was typed show at once.
 */
export function visibleProblems(problems: FormProblems, attempted: boolean): FormProblems {
  if (attempted) return problems;
  return Object.fromEntries(
    Object.entries(problems).filter(
      ([, key]) => key !== 'validation.required' && key !== 'validation.nameOrCompany',
    ),
  );
}

/** The body of POST or PUT /contact/. */
export function contactRequest(form: ContactForm): ContactFields & { id?: number } {
  const fields = normaliseContactFields(form.fields);
  return form.id === null ? fields : { ...fields, id: form.id };
}
