import { describe, expect, it } from 'vitest';
import {
  countryCodeFromText,
  countryList,
  countryName,
  DEFAULT_COUNTRY,
  isCountryCode,
} from './countries.ts';

describe('countries', () => {
  it('lists about 250 countries in Swedish and in English, the same codes in both', () => {
    const sv = countryList('sv');
    const en = countryList('en');
    expect(sv.length).toBeGreaterThanOrEqual(245);
    expect(sv.length).toBeLessThanOrEqual(255);
    expect(new Set(sv.map((c) => c.code))).toEqual(new Set(en.map((c) => c.code)));
    for (const c of sv) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it('names Sweden', () => {
    expect(DEFAULT_COUNTRY).toBe('SE');
    expect(countryName('SE', 'sv')).toBe('Sverige');
    expect(countryName('se', 'en')).toBe('Sweden');
    expect(countryList('sv').find((c) => c.code === 'SE')?.name).toBe('Sverige');
  });

  it('sorts by name in the language, Å Ä Ö last in Swedish', () => {
    for (const language of ['sv', 'en'] as const) {
      const names = countryList(language).map((c) => c.name);
      const collator = new Intl.Collator(language);
      for (let i = 1; i < names.length; i++)
        expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
    }
    const sv = countryList('sv').map((c) => c.name);
    expect(sv.indexOf('Österrike')).toBeGreaterThan(sv.indexOf('Zimbabwe'));
  });

  it('knows country codes', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('no')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('SWE')).toBe(false);
  });

  it('reads a country written as its code or its Swedish or English name', () => {
    expect(countryCodeFromText(' se ')).toBe('SE');
    expect(countryCodeFromText('Sverige')).toBe('SE');
    expect(countryCodeFromText('Tyskland')).toBe('DE');
    expect(countryCodeFromText('Germany')).toBe('DE');
    expect(countryCodeFromText('XX')).toBeUndefined();
    expect(countryCodeFromText('Atlantis')).toBeUndefined();
  });
});
