import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortNumber,
  parseDecimal,
} from './number-format.ts';

describe('formatNumber', () => {
  it('writes a decimal comma and two decimals by default', () => {
    expect(formatNumber(65)).toBe('65,00');
    expect(formatNumber(0.755)).toMatch(/^0,7[56]$/);
    expect(formatNumber(1234567.5)).toBe('1\u00a0234\u00a0567,50');
  });

  it('takes other precisions, writes a hyphen-minus and leaves missing values empty', () => {
    expect(formatNumber(2.4, 0)).toBe('2');
    expect(formatNumber(-3.5, 1)).toBe('-3,5');
    expect(formatNumber(-1234.5)).toBe('-1\u00a0234,50');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('never writes a negative zero', () => {
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('always has exactly the asked decimals after one comma', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (v, d) => {
        const text = formatNumber(v, d);
        expect(text).toMatch(
          d === 0 ? /^-?\d{1,3}(\u00a0\d{3})*$/ : new RegExp(`^-?\\d{1,3}(\\u00a0\\d{3})*,\\d{${d}}$`),
        );
      }),
    );
  });
});

describe('parseDecimal', () => {
  it('reads a dot or a comma, spaces between thousands and a sign', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 1 234,50 ')).toBe(1234.5);
    expect(parseDecimal('1\u00a0234')).toBe(1234);
    expect(parseDecimal('-3,5')).toBe(-3.5);
    expect(parseDecimal(',5')).toBe(0.5);
  });

  it('gives null for nothing, text and ambiguous separators', () => {
    for (const bad of ['', '  ', 'abc', '1.234,5', '1,2,3', '12kg', '--1', null, undefined]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });

  it('reads back what formatNumber wrote, to the written precision', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        const back = parseDecimal(formatNumber(v));
        expect(back).not.toBeNull();
        expect(Math.abs((back as number) - v)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('amounts, rates and short numbers in running text', () => {
  it('are written one way in both languages: decimal comma, grouped thousands, a space before the unit', () => {
    expect(formatMoney(1162.57, 'SEK')).toBe('1\u00a0162,57\u00a0SEK');
    expect(formatMoney(1000, 'SEK', 0)).toBe('1\u00a0000\u00a0SEK');
    expect(formatPercent(0.75)).toBe('0,75\u00a0%');
    expect(formatPercent(14.5)).toBe('14,5\u00a0%');
    expect(formatPercent(15)).toBe('15\u00a0%');
    expect(formatShortNumber(72.5)).toBe('72,5');
    expect(formatShortNumber(1000000)).toBe('1\u00a0000\u00a0000');
    expect(formatShortNumber(1 / 3)).toBe('0,33');
  });
});
