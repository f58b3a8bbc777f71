import { compareQuotes, type Quote } from '@skeppa/domain';

export interface RankedQuote {
  quote: Quote;
  cheapest: boolean;
  fastest: boolean;
}

const bySpeed = (a: Quote, b: Quote) =>
  a.deliveryMaxDays - b.deliveryMaxDays || a.deliveryMinDays - b.deliveryMinDays || a.total - b.total;

/** A stable key for a quote: one template may be priced for several consignments of a request. */
export const quoteKey = (q: Quote) => `${q.consignmentIndex}:${q.templateName}`;

/**
 * Quotes in the API's order (compareQuotes: the lowest total to pay, then the quicker delivery).
 * "Cheapest" marks the first when there is something to compare with. "Fastest" marks the
 * quickest delivery (latest day first, then earliest), cheapest among equals, and only when
 * delivery times differ at all: with every service equally fast it would say nothing.
 */
export function rankQuotes(quotes: readonly Quote[]): RankedQuote[] {
  const sorted = [...quotes].sort(compareQuotes);
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
