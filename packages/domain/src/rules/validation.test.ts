import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceOptionFieldSchema } from '../api/pricing.ts';
import {
  formatProblem,
  isEmail,
  lengthProblem,
  matchesFormat,
  requiredProblem,
  serviceOptionFieldProblem,
  VALIDATION_FORMATS,
} from './validation.ts';

describe('formats', () => {
  it('accepts decimals with dot or comma and at most two decimals', () => {
    for (const ok of ['0', '12', '12.5', '12,50', '1000,05']) expect(matchesFormat(ok, 'decimal')).toBe(true);
    for (const bad of ['12.345', '1,2,3', '-1', '12.', ',5', '1 000', 'abc']) {
      expect(matchesFormat(bad, 'decimal')).toBe(false);
    }
  });

  it('reads Swedish and other Unicode letters as letters, digits only as 0–9', () => {
    expect(matchesFormat('Åsa', 'alphabetic')).toBe(true);
    expect(matchesFormat('Göteborg', 'alphabetic')).toBe(true);
    expect(matchesFormat('Zoë', 'alphabetic')).toBe(true);
    expect(matchesFormat('Malmö Syd', 'alphabetic')).toBe(false);
    expect(matchesFormat('Malmö Syd', 'alphabeticSpaces')).toBe(true);
    expect(matchesFormat('Box 12', 'alphabeticSpaces')).toBe(false);
    expect(matchesFormat('Box12', 'alphanumeric')).toBe(true);
    expect(matchesFormat('Box 12', 'alphanumeric')).toBe(false);
    expect(matchesFormat('Box 12 ä', 'alphanumericSpaces')).toBe(true);
    expect(matchesFormat('Box-12', 'alphanumericSpaces')).toBe(false);
    expect(matchesFormat('0701234567', 'numeric')).toBe(true);
    expect(matchesFormat('070-1234567', 'numeric')).toBe(false);
    expect(matchesFormat('١٢٣', 'numeric')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isEmail('kundtjanst@skeppa.se')).toBe(true);
    expect(isEmail('a.b+c@example.co.uk')).toBe(true);
    for (const bad of ['', 'kundtjanst', 'a@b', 'a@@b.se', 'a b@c.se', null, undefined]) {
      expect(isEmail(bad)).toBe(false);
    }
    expect(formatProblem('nope', 'email')).toBe('validation.format');
  });

  it('lets an empty value pass every format', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALIDATION_FORMATS),
        fc.constantFrom('', ' ', '  \t', null, undefined),
        (format, value) => formatProblem(value, format) === null,
      ),
    );
  });

  it('accepts every whole number as numeric, decimal and alphanumeric', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), (digits) => {
        expect(formatProblem(digits, 'numeric')).toBeNull();
        expect(formatProblem(digits, 'decimal')).toBeNull();
        expect(formatProblem(digits, 'alphanumeric')).toBeNull();
        expect(formatProblem(digits, 'alphabetic')).toBe('validation.format');
      }),
    );
  });

  it('accepts one or two decimals after either separator and rejects three', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom('.', ','), fc.stringMatching(/^[0-9]{1,3}$/), (n, sep, dec) => {
        const ok = formatProblem(`${n}${sep}${dec}`, 'decimal') === null;
        expect(ok).toBe(dec.length <= 2);
      }),
    );
  });
});

describe('required and length', () => {
  it('treats blank as missing', () => {
    expect(requiredProblem('')).toBe('validation.required');
    expect(requiredProblem('   ')).toBe('validation.required');
    expect(requiredProblem(undefined)).toBe('validation.required');
    expect(requiredProblem('x')).toBeNull();
  });

  it('checks at most and exactly', () => {
    expect(lengthProblem('abcd', { maxLength: 3 })).toBe('validation.tooLong');
    expect(lengthProblem('abc', { maxLength: 3 })).toBeNull();
    expect(lengthProblem('ab', { exactLength: 3 })).toBe('validation.tooShort');
    expect(lengthProblem('abcd', { exactLength: 3 })).toBe('validation.tooLong');
    expect(lengthProblem('', { exactLength: 3 })).toBeNull();
    expect(lengthProblem('anything at all', {})).toBeNull();
  });

  it('passes exactly the strings of the exact length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 30 }), (s, n) => {
        fc.pre(s.trim() !== '');
        const problem = lengthProblem(s, { exactLength: n });
        expect(problem).toBe(
          s.length === n ? null : s.length > n ? 'validation.tooLong' : 'validation.tooShort',
        );
      }),
    );
  });
});

describe('serviceOptionFieldProblem', () => {
  const phone = { required: true, format: 'numeric', maxLength: 15 };

  it('checks required, then format, then length', () => {
    expect(serviceOptionFieldProblem('', phone)).toBe('validation.required');
    expect(serviceOptionFieldProblem('07x', phone)).toBe('validation.format');
    expect(serviceOptionFieldProblem('0123456789012345', phone)).toBe('validation.tooLong');
    expect(serviceOptionFieldProblem('0701234567', phone)).toBeNull();
  });

  it('takes a service-option field as the API describes it', () => {
    const amount = serviceOptionFieldSchema.parse({
      name: 'amount',
      labelSv: 'Belopp',
      labelEn: 'Amount',
      required: true,
      format: 'decimal',
      maxLength: 10,
    });
    expect(serviceOptionFieldProblem('1250,50', amount)).toBeNull();
    expect(serviceOptionFieldProblem('1250,505', amount)).toBe('validation.format');
  });

  it('lets an optional field stay empty and skips unknown formats', () => {
    expect(serviceOptionFieldProblem('', { ...phone, required: false })).toBeNull();
    expect(serviceOptionFieldProblem('a b', { required: false, format: 'zip' })).toBeNull();
    expect(serviceOptionFieldProblem('abcd', { required: false, exactLength: 5 })).toBe(
      'validation.tooShort',
    );
  });
});
