import { describe, expect, it } from 'vitest';
import { quoteLineCodes } from '../api/pricing.ts';
import { BILL_ARTICLES, billArticleName } from './bill-articles.ts';

describe('bill articles', () => {
  it('bills every kind of priced line under an article of its own', () => {
    const articles = quoteLineCodes.map((code) => BILL_ARTICLES[code].article);
    expect(new Set(articles).size).toBe(quoteLineCodes.length);
  });

  it('names an article in the language asked, an added service by its kind, an unknown one by its code', () => {
    expect(billArticleName('FUEL', 'sv')).toBe('Drivmedelstillägg');
    expect(billArticleName('FUEL', 'en')).toBe('Fuel surcharge');
    expect(billArticleName('ADDON:PHONE_NOTICE', 'en')).toBe('Added service');
    expect(billArticleName('OTHER', 'sv')).toBe('OTHER');
  });
});
