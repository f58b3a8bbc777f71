import type { Quote } from '@skeppa/domain';

export interface RankedQuote {
  quote: Quote;
  cheapest: boolean;
  fastest: boolean;
}

const byPrice = (a: Quote, b: Quote) =>
  a.price - b.price || a.deliveryMaxDays - b.deliveryMaxDays || a.deliveryMinDays - b.deliveryMinDays;

const bySpeed = (a: Quote, b: Quote) =>
  a.deliveryMaxDays - b.deliveryMaxDays || a.deliveryMinDays - b.deliveryMinDays || a.price - b.price;

/** A stable key for a quote: one template may be priced for several consignments of a request. */
export const quoteKey = (q: Quote) => `${q.consignmentIndex}:${q.templateName}`;

/**
 * Quotes cheapest first (net price, then the quicker delivery). "Cheapest" marks the first when
 * there is something to compare with. "Fastest" marks the quickest delivery (latest day first,
 * then earliest), cheapest among equals, and only when delivery times differ at all: with every
 * service equally fast it would say nothing.
 */
export function rankQuotes(quotes: readonly Quote[]): RankedQuote[] {
  const sorted = [...quotes].sort(byPrice);
  const cheapest = sorted[0];
  const fastest = [...sorted].sort(bySpeed)[0];
  const allSameSpeed = sorted.every(
    (q) => q.deliveryMinDays === cheapest?.deliveryMinDays && q.deliveryMaxDays === cheapest?.deliveryMaxDays,
  );
  return sorted.map((quote) => ({
    quote,
    cheapest: sorted.length > 1 && quote === cheapest,
    fastest: !allSameSpeed && quote === fastest,
  }));
}
