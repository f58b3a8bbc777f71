import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPostcode,
  isCompletePostcode,
  isSwedishPostcode,
  normalisePostcode,
  postcodeKey,
  postcodeProblem,
  postcodeRequired,
} from './postcode.ts';

describe('Swedish postcodes', () => {
  it('accept five digits with or without the space, first digit 1–9', () => {
    expect(isSwedishPostcode('11351')).toBe(true);
    expect(isSwedishPostcode('113 51')).toBe(true);
    expect(isSwedishPostcode(' 413\u00a019 ')).toBe(true);
    for (const bad of ['01234', '1135', '113511', '113-51', 'ABCDE', ''])
      expect(isSwedishPostcode(bad)).toBe(false);
  });

  it('are stored without spaces and written NNN NN', () => {
    expect(normalisePostcode('113 51')).toBe('11351');
    expect(normalisePostcode('113 51', 'se')).toBe('11351');
    expect(formatPostcode('11351')).toBe('113 51');
    expect(formatPostcode('113 51', 'SE')).toBe('113 51');
    expect(formatPostcode('0123')).toBe('0123');
  });

  it('report a wrong format and let an empty value pass', () => {
    expect(postcodeProblem('01234')).toBe('validation.format');
    expect(postcodeProblem('113 51')).toBeNull();
    expect(postcodeProblem('  ')).toBeNull();
  });

  it('format and normalise back to the same five digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{4}$/), (code) => {
        const written = formatPostcode(code);
        expect(written).toMatch(/^\d{3} \d{2}$/);
        expect(normalisePostcode(written)).toBe(code);
        expect(formatPostcode(written)).toBe(written);
      }),
    );
  });
});

describe('postcodes of other countries', () => {
  it('are only trimmed and bounded in length', () => {
    expect(normalisePostcode(' SW1A 1AA ', 'GB')).toBe('SW1A 1AA');
    expect(formatPostcode(' SW1A 1AA ', 'GB')).toBe('SW1A 1AA');
    expect(postcodeProblem('01234', 'DE')).toBeNull();
    expect(postcodeProblem('1234567890123', 'US')).toBe('validation.tooLong');
    expect(formatPostcode('11351', 'NO')).toBe('11351');
  });

  it('must have the fixed number of digits where the country has one', () => {
    expect(postcodeProblem('1011', 'DE')).toBe('validation.format');
    expect(postcodeProblem('0150', 'NO')).toBeNull();
    expect(postcodeProblem('01500', 'NO')).toBe('validation.format');
    expect(postcodeProblem('DK-2100', 'DK')).toBe('validation.format');
    expect(postcodeProblem('K1A 0B1', 'CA')).toBeNull();
  });
});

describe('postcode lookups', () => {
  it('compares postcodes without spaces and in upper case', () => {
    expect(postcodeKey(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(postcodeKey('113 51')).toBe('11351');
  });

  it('looks a city up only once the postcode is complete', () => {
    expect(isCompletePostcode('SE', '113 5')).toBe(false);
    expect(isCompletePostcode('se', '113 51')).toBe(true);
    expect(isCompletePostcode('NO', '0150')).toBe(true);
    expect(isCompletePostcode('DE', '1011')).toBe(false);
    expect(isCompletePostcode('GB', 'SW')).toBe(false);
    expect(isCompletePostcode('GB', 'SW1A 1AA')).toBe(true);
  });

  it('needs a postcode except where a country has none', () => {
    expect(postcodeRequired('SE')).toBe(true);
    expect(postcodeRequired('us')).toBe(true);
    expect(postcodeRequired('HK')).toBe(false);
    expect(postcodeRequired('ae')).toBe(false);
  });

  it('keeps every property: a complete Swedish key is always five digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (s) => {
        if (isCompletePostcode('SE', s)) expect(postcodeKey(s)).toMatch(/^\d{5}$/);
      }),
    );
  });
});
