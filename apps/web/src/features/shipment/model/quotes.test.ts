import { describe, expect, it } from 'vitest';
import { makeQuote } from '../test/fixtures';
import { rankQuotes } from './quotes';

const names = (ranked: ReturnType<typeof rankQuotes>) => ranked.map((r) => r.quote.templateName);

describe('rankQuotes', () => {
  it('sorts by the total to pay, the quicker delivery first at equal total', () => {
    const ranked = rankQuotes([
      makeQuote({ templateName: 'c', price: 300, total: 375 }),
      makeQuote({ templateName: 'a', price: 100, total: 125, deliveryMaxDays: 5 }),
      makeQuote({ templateName: 'b', price: 100, total: 125, deliveryMaxDays: 2 }),
    ]);
    expect(names(ranked)).toEqual(['b', 'a', 'c']);
  });

  it('sorts as the API does: by total, not by the price before VAT and insurance', () => {
    // Insurance carries no VAT, so a lower net price can still be the higher total.
    const ranked = rankQuotes([
      makeQuote({ templateName: 'insured', price: 900, vat: 200, total: 1100 }),
      makeQuote({ templateName: 'plain', price: 1000, vat: 0, total: 1000 }),
    ]);
    expect(names(ranked)).toEqual(['plain', 'insured']);
  });

  it('marks the cheapest and the fastest (latest day, then earliest, then price)', () => {
    const ranked = rankQuotes([
      makeQuote({ templateName: 'slow-cheap', total: 500, deliveryMinDays: 3, deliveryMaxDays: 6 }),
      makeQuote({ templateName: 'quick-dear', total: 2185, deliveryMinDays: 2, deliveryMaxDays: 2 }),
      makeQuote({ templateName: 'quick-less', total: 1354, deliveryMinDays: 2, deliveryMaxDays: 3 }),
    ]);
    expect(ranked.filter((r) => r.cheapest).map((r) => r.quote.templateName)).toEqual(['slow-cheap']);
    expect(ranked.filter((r) => r.fastest).map((r) => r.quote.templateName)).toEqual(['quick-dear']);
  });

  it('puts both marks on one service when it is cheapest and fastest', () => {
    const [first] = rankQuotes([
      makeQuote({ templateName: 'best', total: 100, deliveryMaxDays: 1 }),
      makeQuote({ templateName: 'other', total: 200, deliveryMaxDays: 3 }),
    ]);
    expect(first).toMatchObject({ cheapest: true, fastest: true });
  });

  it('marks no fastest when every service is equally fast, and no cheapest when alone', () => {
    const same = rankQuotes([makeQuote({ total: 1 }), makeQuote({ templateName: 'x', total: 2 })]);
    expect(same.some((r) => r.fastest)).toBe(false);
    expect(rankQuotes([makeQuote()])[0]).toMatchObject({ cheapest: false, fastest: false });
    expect(rankQuotes([])).toEqual([]);
  });
});
