import { compareQuotes } from '@skeppa/domain';
import { eligibleZone } from './eligibility.ts';
import { priceTemplate } from './price-template.ts';
import type { TariffBook } from './tariff-book.ts';
import type { PricingCustomer, PricingInput, PricingResult, Quote, Unpriced } from './types.ts';

const order = (q: Quote) => ({
  total: q.totalOre,
  deliveryMinDays: q.deliveryMinDays,
  deliveryMaxDays: q.deliveryMaxDays,
});

/**
 * Prices a consignment with every template that fits it and the customer. Templates that fit but
 * have no price are reported, unless they hide priceless results. Listed in the order the web
 * shows them (compareQuotes).
 */
export function priceConsignment(
  book: TariffBook,
  input: PricingInput,
  customer: PricingCustomer,
  /** Only this template (a booking's second look), instead of every one the customer may use. */
  onlyTemplate?: string,
): PricingResult {
  const priceListId = book.priceListCurrencies.has(customer.priceList)
    ? customer.priceList
    : book.defaultPriceListId;
  const quotes: Quote[] = [];
  const unpriced: Unpriced[] = [];
  for (const t of book.templates) {
    if (onlyTemplate !== undefined && t.templateName !== onlyTemplate) continue;
    const zone = eligibleZone(book, t, input, customer);
    if (!zone) continue;
    const result = priceTemplate(book, t, zone, input, priceListId);
    if ('reason' in result) {
      if (!t.hidePriceless) unpriced.push(result);
    } else quotes.push(result);
  }
  quotes.sort((a, b) => compareQuotes(order(a), order(b)));
  return { quotes, unpriced };
}
