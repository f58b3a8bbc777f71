import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freightVatRate, vatOre } from './freight-vat.ts';

describe('VAT on freight for a Swedish business buyer', () => {
  it.each([
    ['SE', 'SE', 25],
    ['SE', 'DE', 25],
    ['ES', 'SE', 25],
    ['DE', 'FR', 25],
    ['SE', 'NO', 0],
    ['SE', 'US', 0],
    ['GB', 'SE', 0],
    ['CH', 'DE', 0],
  ])('%s → %s: %i %%', (from, to, rate) => {
    expect(freightVatRate(from, to)).toBe(rate);
  });

  it('rounds each line half up, a credit line as its line negated', () => {
    expect(vatOre(48_900, 25)).toBe(12_225);
    expect(vatOre(1, 25)).toBe(0);
    expect(vatOre(2, 25)).toBe(1);
    expect(vatOre(0, 25)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (net) => {
        expect(vatOre(-net, 25)).toBe(-vatOre(net, 25));
        expect(Math.abs(vatOre(net, 25) - net / 4)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
