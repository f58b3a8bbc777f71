import type { QuoteLineCode } from '../api/pricing.ts';
import type { Language } from '../constants/languages.ts';
import type { BillOrderType } from '../entities/bill.ts';

/**
 * The articles a booking is billed under, one per kind of priced line, with the names the invoice
 * and the order list give them. An added service is billed as `ADDON:<its type>`.
 */
export const BILL_ARTICLES: Record<
  QuoteLineCode,
  { article: string; type: Exclude<BillOrderType, 'credit'>; sv: string; en: string }
> = {
  freight: { article: 'FREIGHT', type: 'freight', sv: 'Frakt', en: 'Freight' },
  fuel: { article: 'FUEL', type: 'fee', sv: 'Drivmedelstillägg', en: 'Fuel surcharge' },
  pickup: { article: 'PICKUP', type: 'fee', sv: 'Upphämtning', en: 'Pickup' },
  privateConsignee: { article: 'PRIVATE', type: 'fee', sv: 'Privatmottagare', en: 'Private receiver' },
  bigCity: { article: 'BIGCITY', type: 'fee', sv: 'Storstadstillägg', en: 'City surcharge' },
  preNotice: { article: 'PRENOTICE', type: 'fee', sv: 'Avisering', en: 'Pre-notice' },
  serviceOption: { article: 'ADDON', type: 'addon', sv: 'Tilläggstjänst', en: 'Added service' },
  insurance: {
    article: 'INSURANCE',
    type: 'insurance',
    sv: 'Transportförsäkring',
    en: 'Transport insurance',
  },
};

const BY_ARTICLE = new Map(Object.values(BILL_ARTICLES).map((a) => [a.article, a]));

/** An article's name in a language; an article we do not know by its code. */
export function billArticleName(article: string, language: Language): string {
  return BY_ARTICLE.get(article.split(':')[0] ?? '')?.[language] ?? article;
}
