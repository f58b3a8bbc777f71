import { describe, expect, it } from 'vitest';
import { makeQuote } from '../test/fixtures';
import { rankQuotes } from './quotes';

const names = (ranked: ReturnType<typeof rankQuotes>) => ranked.map((r) => r.quote.templateName);

describe('rankQuotes', () => {
  it('sorts cheapest first, the quicker delivery first at equal price', () => {
    const ranked = rankQuotes([
      makeQuote({ templateName: 'c', price: 300 }),
      makeQuote({ templateName: 'a', price: 100, deliveryMaxDays: 5 }),
      makeQuote({ templateName: 'b', price: 100, deliveryMaxDays: 2 }),
    ]);
    expect(names(ranked)).toEqual(['b', 'a', 'c']);
  });

  it('marks the cheapest and the fastest (latest day, then earliest, then price)', () => {
    const ranked = rankQuotes([
      makeQuote({ templateName: 'slow-cheap', price: 500, deliveryMinDays: 3, deliveryMaxDays: 6 }),
      makeQuote({ templateName: 'quick-dear', price: 2185, deliveryMinDays: 2, deliveryMaxDays: 2 }),
      makeQuote({ templateName: 'quick-less', price: 1354, deliveryMinDays: 2, deliveryMaxDays: 3 }),
    ]);
    expect(ranked.filter((r) => r.cheapest).map((r) => r.quote.templateName)).toEqual(['slow-cheap']);
    expect(ranked.filter((r) => r.fastest).map((r) => r.quote.templateName)).toEqual(['quick-dear']);
  });

  it('puts both marks on one service when it is cheapest and fastest', () => {
    const [first] = rankQuotes([
      makeQuote({ templateName: 'best', price: 100, deliveryMaxDays: 1 }),
      makeQuote({ templateName: 'other', price: 200, deliveryMaxDays: 3 }),
    ]);
    expect(first).toMatchObject({ cheapest: true, fastest: true });
  });

  it('marks no fastest when every service is equally fast, and no cheapest when alone', () => {
    const same = rankQuotes([makeQuote({ price: 1 }), makeQuote({ templateName: 'x', price: 2 })]);
    expect(same.some((r) => r.fastest)).toBe(false);
    expect(rankQuotes([makeQuote()])[0]).toMatchObject({ cheapest: false, fastest: false });
    expect(rankQuotes([])).toEqual([]);
  });
});
