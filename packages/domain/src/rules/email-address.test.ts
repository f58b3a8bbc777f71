import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testMailRequestSchema } from '../api/mail.ts';
import { newContactFields } from '../entities/contact.ts';
import { emailAddressListSchema, emailSchema } from '../entities/email.ts';
import { contactProblems } from './contact.ts';
import { EMAIL_ADDRESS_MAX_LENGTH, isEmail } from './email-address.ts';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,63}$/);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([labels, top]) => [...labels, top]);
const address = (labels: string[]) => `kund@${labels.join('.')}`;

describe('isEmail', () => {
  it('takes the addresses people have', () => {
    for (const good of [
      'kundtjanst@skeppa.se',
      'a.b+c@example.co.uk',
      'order_12@lager-nord.se',
      'KUND@Lager.SE',
      'info@3m.com',
      'info@xn--kesson-fua.se',
      `a@${'x'.repeat(63)}.se`,
    ]) {
      expect(isEmail(good), good).toBe(true);
    }
  });

  it('refuses a domain that DNS or a mail server would not take', () => {
    for (const bad of [
      'kund@lager-.se', // a label ending with a hyphen
      'kund@-lager.se', // … or starting with one
      'kund@lager.-se',
      'kund@lager..se', // an empty label
      'kund@.lager.se',
      'kund@lager.se.',
      'kund@lager.s3', // a top-level domain that is not letters
      'kund@lager.s-e',
      'kund@lager.s',
      'kund@lager',
      `kund@${'x'.repeat(64)}.se`, // a label past 63 characters
      `kund@lager.${'x'.repeat(64)}`,
      `${'a'.repeat(EMAIL_ADDRESS_MAX_LENGTH - 5)}@ab.se`, // 255 characters in all
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('refuses what is no address at all', () => {
    for (const bad of [
      '',
      'kundtjanst',
      'a@b',
      'a@@b.se',
      'a b@c.se',
      '.a@b.se',
      'a..b@c.se',
      null,
      undefined,
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
  });

  it('takes every domain of valid labels, and none with a label starting or ending with a hyphen', () => {
    fc.assert(
      fc.property(domain, fc.nat(), fc.boolean(), (labels, i, atEnd) => {
        expect(isEmail(address(labels))).toBe(true);
        const broken = [...labels];
        const at = i % (broken.length - 1);
        broken[at] = atEnd ? `${broken[at]}-` : `-${broken[at]}`;
        expect(isEmail(address(broken))).toBe(false);
      }),
    );
  });

  it('refuses a label of more than 63 characters and a top-level domain with anything but letters', () => {
    fc.assert(
      fc.property(
        domain,
        fc.integer({ min: 64, max: 100 }),
        fc.constantFrom('0', '-', '_'),
        (labels, n, c) => {
          const long = [...labels];
          long[0] = 'x'.repeat(n);
          expect(isEmail(address(long))).toBe(false);
          const top = [...labels];
          top[top.length - 1] = `${top.at(-1)}${c}`;
          expect(isEmail(address(top))).toBe(false);
        },
      ),
    );
  });
});

describe('every field that takes an e-mail address uses the rule', () => {
  const bad = 'kund@lager-.se';
  it("a contact's, a mail's recipients and reply-to, the test mail's", () => {
    const contact = { ...newContactFields(), company: 'Lager AB', address1: 'Gatan 1', city: 'Stockholm' };
    expect(contactProblems({ ...contact, postcode: '11351', email: 'kund@lager.se' })).toEqual([]);
    expect(contactProblems({ ...contact, postcode: '11351', email: bad })).toEqual([
      { field: 'email', key: 'validation.email' },
    ]);
    expect(emailAddressListSchema.safeParse('kund@lager.se; order@lager.se').success).toBe(true);
    expect(emailAddressListSchema.safeParse(`kund@lager.se; ${bad}`).success).toBe(false);
    const mail = { subject: 'Hej', content: 'Text' };
    expect(emailSchema.safeParse({ ...mail, replyTo: 'kund@lager.se' }).success).toBe(true);
    expect(emailSchema.safeParse({ ...mail, replyTo: bad }).success).toBe(false);
    expect(testMailRequestSchema.safeParse({ to: 'kund@lager.se' }).success).toBe(true);
    expect(testMailRequestSchema.safeParse({ to: bad }).success).toBe(false);
  });
});
