import { describe, expect, it } from 'vitest';
import { customerCompanyRequestSchema, customerDetailsRequestSchema } from '../requests/customer.ts';
import { companyDetailsProblems, personalDetailsProblems } from './company-details.ts';

const company = {
  company: 'Nordisk Verktyg AB',
  orgNo: '556677-8899',
  address: 'Verkstadsgatan 12',
  address2: '',
  postcode: '417 07',
  city: 'Göteborg',
  state: '',
  country: 'SE',
};

describe('companyDetailsProblems', () => {
  it('accepts a Swedish company with a valid organisation number', () => {
    expect(companyDetailsProblems(company)).toEqual({});
  });

  it('names each field that cannot be saved', () => {
    expect(
      companyDetailsProblems({
        ...company,
        company: '  ',
        orgNo: '556677-8898',
        postcode: '0123',
        city: '',
        address2: 'x'.repeat(101),
      }),
    ).toEqual({
      company: 'validation.required',
      orgNo: 'validation.orgNo',
      postcode: 'validation.format',
      city: 'validation.required',
      address2: 'validation.tooLong',
    });
    expect(companyDetailsProblems({ ...company, orgNo: '' }).orgNo).toBe('validation.required');
    expect(companyDetailsProblems({ ...company, postcode: '' }).postcode).toBe('validation.required');
    expect(companyDetailsProblems({ ...company, country: 'XX' }).country).toBe('validation.required');
  });

  it('asks for one of the listed states in the US, Canada and Ireland', () => {
    const us = { ...company, country: 'US', postcode: '10001', city: 'New York' };
    expect(companyDetailsProblems({ ...us, state: '' }).state).toBe('validation.required');
    expect(companyDetailsProblems({ ...us, state: 'Texas' }).state).toBe('validation.format');
    expect(companyDetailsProblems({ ...us, state: 'NY' })).toEqual({});
  });
});

describe('personalDetailsProblems', () => {
  const person = { firstName: 'Erik', lastName: 'Johansson', phone: '031-123 45 61', mobile: '' };

  it('needs a name and takes phone numbers written the usual ways', () => {
    expect(personalDetailsProblems(person)).toEqual({});
    expect(personalDetailsProblems({ ...person, phone: '+46 (0)31 123 45 61' })).toEqual({});
    expect(personalDetailsProblems({ ...person, firstName: ' ', phone: 'ring mig', mobile: '12' })).toEqual({
      firstName: 'validation.required',
      phone: 'validation.phone',
      mobile: 'validation.phone',
    });
  });
});

describe('company and personal detail requests', () => {
  it('store the organisation number as NNNNNN-NNNN and a Swedish postcode without its space', () => {
    expect(
      customerCompanyRequestSchema.parse({ ...company, orgNo: '5566778899', company: ' X AB ' }),
    ).toEqual({
      ...company,
      company: 'X AB',
      postcode: '41707',
    });
  });

  it('refuse what the rule refuses, at the field', () => {
    const result = customerCompanyRequestSchema.safeParse({ ...company, orgNo: '556677-8898' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['orgNo', 'validation.orgNo'],
    ]);
    expect(customerDetailsRequestSchema.safeParse({ firstName: 'A', lastName: '' }).success).toBe(false);
    expect(customerDetailsRequestSchema.parse({ firstName: ' Anna ', lastName: 'Lind' })).toEqual({
      firstName: 'Anna',
      lastName: 'Lind',
      phone: '',
      mobile: '',
    });
  });
});
