import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMAIL, PLACEHOLDER_NAME, PLACEHOLDER_PHONE } from '../constants/limits.ts';
import { newPart } from '../entities/consignment.ts';
import { partWithPlaceholders, placeholderEmail, placeholderName, placeholderPhone } from './placeholders.ts';

describe('placeholders', () => {
  it('keep a name that is there and stand in for a blank one', () => {
    expect(placeholderName(' Skeppa AB ')).toBe('Skeppa AB');
    expect(placeholderName('')).toBe(PLACEHOLDER_NAME);
    expect(placeholderName('   ')).toBe('Default');
    expect(placeholderName(undefined)).toBe('Default');
  });

  it('keep a mobile number only when longer than 4 characters', () => {
    expect(placeholderPhone('12345')).toBe('12345');
    expect(placeholderPhone('1234')).toBe(PLACEHOLDER_PHONE);
    expect(placeholderPhone(' 070 ')).toBe('0123456789');
    expect(placeholderPhone(null)).toBe('0123456789');
  });

  it('keep only a valid e-mail', () => {
    expect(placeholderEmail('ola@example.se')).toBe('ola@example.se');
    expect(placeholderEmail('ola@')).toBe(PLACEHOLDER_EMAIL);
    expect(placeholderEmail('')).toBe('noreply@skeppa.se');
  });

  it('give a phone number of more than 4 characters whatever comes in', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (s) => {
        const out = placeholderPhone(s);
        expect(out.length).toBeGreaterThan(4);
        if (s !== undefined && s.trim().length > 4) expect(out).toBe(s.trim());
      }),
    );
  });

  it('fill a blank part and leave a filled one alone', () => {
    const blank = partWithPlaceholders(newPart('consignee', 2));
    expect(blank.address.name).toBe('Default');
    expect(blank.communication.phone).toBe('0123456789');
    expect(blank.communication.mobile).toEqual({ value: '0123456789', notify: false });
    expect(blank.communication.email).toEqual({ value: 'noreply@skeppa.se', notify: false });

    const part = newPart('consignor', 1);
    part.address.name = 'Lager Syd';
    part.communication.mobile.value = '0701234567';
    part.communication.email = { value: 'lager@example.se', notify: true };
    const filled = partWithPlaceholders(part);
    expect(filled.address.name).toBe('Lager Syd');
    expect(filled.communication.mobile.value).toBe('0701234567');
    expect(filled.communication.email).toEqual({ value: 'lager@example.se', notify: true });
    expect(part.communication.phone).toBe('');
  });
});
