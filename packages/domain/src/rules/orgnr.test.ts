import fc from 'fast-check';
import organisationsnummer from 'organisationsnummer';
import { describe, expect, it } from 'vitest';
import { formatOrgNo, isValidOrgNo, luhnCheckDigit, normaliseOrgNo } from './orgnr.ts';

type Validator = { valid(org: string): boolean };
// CommonJS typed as ESM: TypeScript sees the class under `default`, Vite's ESM build hands it over.
const interop = organisationsnummer as unknown as Validator & { default?: Validator };
const oracle: Validator = interop.default ?? interop;

describe('organisation numbers', () => {
  it('accept known valid numbers in any common spelling', () => {
    for (const ok of [
      '556016-0680',
      '5560160680',
      '556016 0680',
      '16556016-0680',
      '202100-5489',
      '212000-0142',
    ]) {
      expect(isValidOrgNo(ok)).toBe(true);
    }
  });

  it('accept a sole trader personal number', () => {
    expect(isValidOrgNo('811218-9876')).toBe(true);
    expect(isValidOrgNo('19811218-9876')).toBe(true);
  });

  it('reject a wrong check digit, wrong length or letters', () => {
    for (const bad of ['556016-0681', '556016-068', '55601606800', '55601A-0680', '', '12345-67890']) {
      expect(isValidOrgNo(bad)).toBe(false);
    }
  });

  it('normalise to ten digits and format as NNNNNN-NNNN', () => {
    expect(normaliseOrgNo(' 556016-0680 ')).toBe('5560160680');
    expect(normaliseOrgNo('16 556016-0680')).toBe('5560160680');
    expect(formatOrgNo('5560160680')).toBe('556016-0680');
    expect(formatOrgNo(' 5560160681 ')).toBe('5560160681');
  });

  it('compute the Luhn check digit', () => {
    expect(luhnCheckDigit('556016068')).toBe(0);
    expect(luhnCheckDigit('202100548')).toBe(9);
  });

  it('accept every nine digits with their check digit and no other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), fc.integer({ min: 0, max: 9 }), (nine, last) => {
        expect(isValidOrgNo(`${nine}${last}`)).toBe(last === luhnCheckDigit(nine));
      }),
    );
  });

  it('agree with the organisationsnummer package on company numbers', () => {
    // The package's company rule: first two digits 10 or more, third digit 2 or more.
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9][2-9][0-9]{3}-[0-9]{4}$/), (no) => {
        expect(isValidOrgNo(no)).toBe(oracle.valid(no));
      }),
    );
  });
});
