import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSURED_VALUE_MAX_SEK,
  INSURED_VALUE_MIN_SEK,
  insurancePrice,
  insuredValueProblem,
} from './insurance.ts';

describe('insurancePrice', () => {
  it('is 0.75 % of the goods value, at least 65 SEK', () => {
    expect(insurancePrice(100_000)).toBe(750);
    expect(insurancePrice(1_000_000)).toBe(7500);
    expect(insurancePrice(1_000)).toBe(65);
    expect(insurancePrice(8_666)).toBe(65);
    expect(insurancePrice(8_680)).toBe(65.1);
    expect(insurancePrice(10_000)).toBe(75);
    expect(insurancePrice(12_345)).toBe(92.59);
  });

  it('is at least 65 and never falls as the value rises', () => {
    const value = fc.integer({ min: 0, max: INSURED_VALUE_MAX_SEK });
    fc.assert(
      fc.property(value, value, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(insurancePrice(low)).toBeGreaterThanOrEqual(65);
        expect(insurancePrice(high)).toBeGreaterThanOrEqual(insurancePrice(low));
      }),
    );
  });
});

describe('insuredValueProblem', () => {
  it('asks for a value between 1,000 and 1,000,000 SEK', () => {
    expect(insuredValueProblem(null)).toBe('required');
    expect(insuredValueProblem(undefined)).toBe('required');
    expect(insuredValueProblem(Number.NaN)).toBe('required');
    expect(insuredValueProblem(999.99)).toBe('min');
    expect(insuredValueProblem(INSURED_VALUE_MIN_SEK)).toBeNull();
    expect(insuredValueProblem(INSURED_VALUE_MAX_SEK)).toBeNull();
    expect(insuredValueProblem(1_000_000.01)).toBe('max');
  });
});
