import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MAX, type ContactFields, newContactFields } from '../entities/contact.ts';
import {
  contactDuplicateKey,
  contactProblems,
  mayChangeContact,
  mayLockContact,
  normaliseContactFields,
} from './contact.ts';

const contact = (o: Partial<ContactFields> = {}): ContactFields => ({
  ...newContactFields(),
  company: 'Lager AB',
  address1: 'Hamngatan 1',
  postcode: '11351',
  city: 'Stockholm',
  ...o,
});
const problems = (o: Partial<ContactFields>) =>
  contactProblems(normaliseContactFields(contact(o))).map((p) => `${p.field}:${p.key}`);

describe('normaliseContactFields', () => {
  it('trims, writes a Swedish postcode without its space and the country in upper case', () => {
    const c = normaliseContactFields(contact({ company: ' Lager AB ', postcode: '113 51', country: 'se' }));
    expect(c).toMatchObject({ company: 'Lager AB', postcode: '11351', country: 'SE' });
  });

  it('writes a state of the lists as its code', () => {
    expect(normaliseContactFields(contact({ country: 'US', state: 'new york' })).state).toBe('NY');
    expect(normaliseContactFields(contact({ country: 'IE', state: 'cork' })).state).toBe('CO');
    expect(normaliseContactFields(contact({ country: 'CA', state: 'qc' })).state).toBe('QC');
    expect(normaliseContactFields(contact({ country: 'DE', state: 'Bayern' })).state).toBe('Bayern');
  });

  it('changes nothing the second time', () => {
    const text = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom('SE', 'se', 'US', 'DE', 'GB'),
        text,
        (company, postcode, country, state) => {
          const once = normaliseContactFields(contact({ company, postcode, country, state }));
          expect(normaliseContactFields(once)).toEqual(once);
        },
      ),
    );
  });
});

describe('contactProblems', () => {
  it('passes a complete Swedish contact', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ postcode: '113 51', phone: '+46 (0)8-123 45 67', email: 'a@b.se' })).toEqual([]);
  });

  it('asks for a name or company, a street, a city and a postcode', () => {
    expect(problems({ company: '', address1: '', city: '', postcode: '' })).toEqual([
      'company:validation.nameOrCompany',
      'address1:validation.required',
      'city:validation.required',
      'postcode:validation.required',
    ]);
    expect(problems({ company: '', firstName: 'Eva' })).toEqual([]);
  });

  it('checks the postcode by the country', () => {
    expect(problems({ postcode: '01234' })).toEqual(['postcode:validation.format']);
    expect(problems({ postcode: '1135' })).toEqual(['postcode:validation.format']);
    expect(problems({ country: 'DE', postcode: '10115' })).toEqual([]);
    expect(problems({ country: 'NO', postcode: '10115' })).toEqual(['postcode:validation.format']);
    // Hong Kong has no postcodes: none needed, any bounded one taken.
    expect(problems({ country: 'HK', postcode: '' })).toEqual([]);
  });

  it('needs a state from the list in the US, Canada and Ireland', () => {
    expect(problems({ country: 'US', postcode: '10001' })).toEqual(['state:validation.required']);
    expect(problems({ country: 'US', postcode: '10001', state: 'Texas' })).toEqual([]);
    expect(problems({ country: 'US', postcode: '10001', state: 'Bavaria' })).toEqual([
      'state:validation.format',
    ]);
    expect(problems({ country: 'IE', postcode: 'D02 X285', state: 'Dublin' })).toEqual([]);
    expect(problems({ country: 'GB', postcode: 'SW1A 1AA' })).toEqual([]);
  });

  it('refuses an unknown country, a bad e-mail and letters in a phone number', () => {
    expect(problems({ country: 'XX' })).toEqual(['country:validation.format']);
    expect(problems({ country: '' })).toEqual(['country:validation.required']);
    expect(problems({ email: 'anna@' })).toEqual(['email:validation.email']);
    expect(problems({ phone: '08-123 ABC', mobile: '070 123' })).toEqual(['phone:validation.format']);
    expect(problems({ mobile: '+' })).toEqual(['mobile:validation.format']);
  });

  it('bounds every text field', () => {
    for (const [field, max] of Object.entries(CONTACT_FIELD_MAX)) {
      const found = problems({ [field]: 'x'.repeat(max + 1) });
      expect(found[0], field).toBe(`${field}:validation.tooLong`);
    }
  });
});

describe('who may change a contact', () => {
  const owner = { customerId: 1, level: 0 };
  const colleague = { customerId: 2, level: 0 };
  const admin = { customerId: 3, level: 1 };

  it('anyone while unlocked; a locked one only its owner and an administrator', () => {
    expect(mayChangeContact({ custId: 1, locked: false }, colleague)).toBe(true);
    expect(mayChangeContact({ custId: 1, locked: true }, colleague)).toBe(false);
    expect(mayChangeContact({ custId: 1, locked: true }, owner)).toBe(true);
    expect(mayChangeContact({ custId: 1, locked: true }, admin)).toBe(true);
  });

  it('locking is for the owner and an administrator', () => {
    expect(mayLockContact({ custId: 1 }, colleague)).toBe(false);
    expect(mayLockContact({ custId: 1 }, owner)).toBe(true);
    expect(mayLockContact({ custId: 1 }, admin)).toBe(true);
  });
});

describe('contactDuplicateKey', () => {
  it('matches the same name at the same postcode whatever the case, dots and spaces', () => {
    const a = contactDuplicateKey(contact({ company: 'Lager AB' }));
    expect(contactDuplicateKey(contact({ company: 'lager  ab.' }))).toBe(a);
    expect(contactDuplicateKey(contact({ company: 'Lager AB', postcode: '113 51' }))).toBe(a);
    expect(contactDuplicateKey(contact({ company: 'Lager AB', postcode: '11352' }))).not.toBe(a);
  });

  it('uses the person where there is no company', () => {
    const person = contact({ company: '', firstName: 'Eva', lastName: 'Berg' });
    expect(contactDuplicateKey(person)).toBe('SE|11351|eva berg');
  });
});
