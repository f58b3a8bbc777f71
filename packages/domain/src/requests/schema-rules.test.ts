import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactListQuerySchema } from '../api/contacts.ts';
import { outboxQuerySchema } from '../api/mail.ts';
import { newContactFields } from '../entities/contact.ts';
import { EMAIL_ADDRESS_LIST_IN_DOCUMENT, emailAddressListSchema } from '../entities/email.ts';
import { textLength, textProblem, textSchema } from '../entities/primitives.ts';
import { PHONE_OR_EMPTY, personalDetailsProblems } from '../rules/company-details.ts';
import { CONTACT_PHONE_OR_EMPTY, contactProblems } from '../rules/contact.ts';
import { postcodeProblem } from '../rules/postcode.ts';
import { contactCreateRequestSchema } from './contact.ts';
import { customerDetailsRequestSchema } from './customer.ts';
import { orderCreateRequestSchema, orderListQuerySchema } from './order.ts';

// The OpenAPI document is written from these schemas: what the server's rules refuse, the
// schemas must say as JSON Schema can (patterns are Unicode patterns there, lengths code points).
const asInDocument = (pattern: RegExp) => new RegExp(pattern.source, 'u');
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
    pattern?: string;
    enum?: unknown[];
    properties?: Record<string, { enum?: unknown[]; pattern?: string }>;
    anyOf?: unknown[];
  };

const text = (chars: string[]) =>
  fc.array(fc.constantFrom(...chars), { maxLength: 12 }).map((a) => a.join(''));

describe('text as the schema and the document take it', () => {
  it('refuses exactly what textProblem refuses, with the pattern the document carries', () => {
    const pattern = new RegExp(jsonOf(textSchema).pattern ?? '', 'u');
    fc.assert(
      fc.property(text(['a', 'é', '😀', '\u0000', '\ud800', '\udc00', ' ']), (s) => {
        const refused = textProblem(s) !== undefined;
        expect(ok(textSchema, s)).toBe(!refused);
        expect(pattern.test(s)).toBe(!refused);
      }),
    );
  });

  it('counts lengths in code points in the rules, as zod and JSON Schema do', () => {
    expect(textLength('😀😀')).toBe(2);
    const name = '😀'.repeat(60);
    const contact = {
      ...newContactFields(),
      firstName: name,
      address1: 'Gatan 1',
      postcode: '50330',
      city: 'Borås',
    };
    expect(contactProblems(contact)).toEqual([]);
    expect(ok(contactCreateRequestSchema, contact)).toBe(true);
    expect(contactProblems({ ...contact, firstName: `${name}😀` })).toContainEqual({
      field: 'firstName',
      key: 'validation.tooLong',
    });
    expect(postcodeProblem('😀'.repeat(12), 'GB')).toBeNull();
  });
});

describe('phone numbers', () => {
  const phoneChars = ['1', '2', '+', ' ', '-', '(', ')', '.', '/', 'a', '\t'];

  it('of a user are refused by the pattern exactly when the rule refuses them', () => {
    fc.assert(
      fc.property(text(phoneChars), (phone) => {
        const problem = personalDetailsProblems({ firstName: 'A', lastName: 'B', phone, mobile: '' }).phone;
        expect(asInDocument(PHONE_OR_EMPTY).test(phone)).toBe(problem !== 'validation.phone');
        expect(ok(customerDetailsRequestSchema, { firstName: 'A', lastName: 'B', phone })).toBe(!problem);
      }),
    );
  });

  it('of a contact are refused by the pattern exactly when the rule refuses them', () => {
    fc.assert(
      fc.property(text(phoneChars), (phone) => {
        const contact = { ...newContactFields(), company: 'AB', address1: 'Gatan 1', city: 'Borås', phone };
        const normalised = { ...contact, phone: phone.trim() };
        const refused = contactProblems(normalised).some((p) => p.field === 'phone');
        expect(asInDocument(CONTACT_PHONE_OR_EMPTY).test(phone)).toBe(!refused);
      }),
    );
  });
});

describe('an e-mail address list', () => {
  it('matches the pattern of the document exactly when the server takes it', () => {
    const pattern = new RegExp(EMAIL_ADDRESS_LIST_IN_DOCUMENT, 'u');
    const parts = ['kund@example.se', 'a.b@lager.se', 'kund@lager-.se', 'x', ' ', ',', ';', ''];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 14 }), (chosen) => {
        const list = chosen.join('');
        const withSeparators = chosen.join(', ');
        for (const value of [list, withSeparators])
          expect(pattern.test(value), value).toBe(ok(emailAddressListSchema, value));
      }),
    );
  });
});

describe('what a request schema says for the document', () => {
  it('takes a contact e-mail address as the rule does, white space around it or none at all', () => {
    const contact = { company: 'AB', address1: 'Gatan 1', postcode: '50330', city: 'Borås' };
    for (const [email, taken] of [
      ['', true],
      [' kund@example.se ', true],
      ['kund@lager-.se', false],
      ['kund@', false],
    ] as const) {
      expect(ok(contactCreateRequestSchema, { ...contact, email })).toBe(taken);
      const rule = contactProblems({ ...newContactFields(), ...contact, email: email.trim() });
      expect(rule.some((p) => p.field === 'email')).toBe(!taken);
    }
  });

  it('says that a contact search is empty or at least three characters, as the service checks', () => {
    const search = jsonOf(contactListQuerySchema).properties?.search as { pattern?: string };
    const pattern = new RegExp(search.pattern ?? '', 'u');
    for (const [text, taken] of [
      ['', true],
      ['  ', true],
      [' abc ', true],
      ['åäö', true],
      ['ab', false],
      ['a\u0000bc', false],
    ] as const)
      expect(pattern.test(text), text).toBe(taken);
  });

  it('lists the page sizes each list offers', () => {
    const pageSize = (schema: z.ZodType) => jsonOf(schema).properties?.pageSize?.enum;
    expect(pageSize(contactListQuerySchema)).toEqual([10, 25, 50, 100]);
    expect(pageSize(orderListQuerySchema)).toEqual([10, 25, 50, 100]);
    expect(pageSize(outboxQuerySchema)).toEqual([10, 20, 50]);
    expect(ok(outboxQuerySchema, { pageSize: '25' })).toBe(false);
  });

  it('says that an insured order needs a goods value of at least SEK 1,000', () => {
    expect(JSON.stringify(jsonOf(orderCreateRequestSchema).anyOf)).toContain('"minimum":1000');
    expect(ok(orderCreateRequestSchema, { insured: true, goodsValue: 999 })).toBe(false);
    expect(ok(orderCreateRequestSchema, { insured: false, goodsValue: 999 })).toBe(true);
  });

  it('requires the fields the rules require, more than white space', () => {
    const details = { firstName: ' ', lastName: 'Berg' };
    expect(ok(customerDetailsRequestSchema, details)).toBe(false);
    expect(ok(customerDetailsRequestSchema, { ...details, firstName: 'x'.repeat(61) })).toBe(false);
    expect(ok(customerDetailsRequestSchema, { ...details, firstName: 'x'.repeat(60) })).toBe(true);
  });
});
