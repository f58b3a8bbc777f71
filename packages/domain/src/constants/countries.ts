import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import sv from 'i18n-iso-countries/langs/sv.json' with { type: 'json' };

countries.registerLocale(sv);
countries.registerLocale(en);

export type CountryLanguage = 'sv' | 'en';
export interface CountryOption {
  code: string;
  name: string;
}

export const DEFAULT_COUNTRY = 'SE';

/** Every ISO 3166-1 alpha-2 country with its name in the language, sorted by that name. */
export function countryList(language: CountryLanguage): CountryOption[] {
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function countryName(code: string, language: CountryLanguage): string | undefined {
  return countries.getName(code.toUpperCase(), language, { select: 'official' });
}

export function isCountryCode(code: string): boolean {
  return countries.isValid(code.toUpperCase()) && code.length === 2;
}

/**
 * The code of a country written as its code or its name in Swedish or English ("se", "Sverige",
 * "Germany"), or undefined; what a spreadsheet's country column may hold.
 */
export function countryCodeFromText(text: string): string | undefined {
  const t = text.trim();
  if (t.length === 2 && isCountryCode(t)) return t.toUpperCase();
  return countries.getAlpha2Code(t, 'sv') ?? countries.getAlpha2Code(t, 'en');
}

/** ISO 3166-1 numeric code ("752" for Sweden): GS1 routing barcodes and MaxiCode carry it. */
export function countryNumericCode(code: string): string | undefined {
  return countries.alpha2ToNumeric(code.toUpperCase());
}
