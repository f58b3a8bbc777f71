import { type Contact, newContactFields } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { contactForm, contactRequest, formProblems, newContactForm, visibleProblems } from './contact-form';

const contact: Contact = {
  ...newContactFields(),
  id: 5,
  custId: 7,
  fullName: 'Eva Berg',
  firstName: 'Eva',
  lastName: 'Berg',
  address1: 'Hamngatan 1',
  postcode: '11351',
  city: 'Stockholm',
};

describe('contact form', () => {
  it('shows a stored Swedish postcode with its space and sends it without', () => {
    const form = contactForm(contact);
    expect(form.fields.postcode).toBe('113 51');
    expect(contactRequest(form)).toMatchObject({ id: 5, postcode: '11351' });
    expect(contactRequest(newContactForm())).not.toHaveProperty('id');
  });

  it('checks with the domain rules and holds back "Mandatory field" until the first attempt', () => {
    const form = newContactForm();
    form.fields.email = 'eva@';
    const problems = formProblems(form);
    expect(problems).toMatchObject({
      company: 'validation.nameOrCompany',
      address1: 'validation.required',
      email: 'validation.email',
    });
    expect(visibleProblems(problems, false)).toEqual({ email: 'validation.email' });
    expect(visibleProblems(problems, true)).toEqual(problems);
    expect(formProblems(contactForm(contact))).toEqual({});
  });
});
