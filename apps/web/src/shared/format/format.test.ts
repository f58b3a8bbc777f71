import { describe, expect, it } from 'vitest';
import { formatDate } from './date';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('writes a decimal comma and two decimals by default', () => {
    expect(formatNumber(65)).toBe('65,00');
    expect(formatNumber(0.755)).toMatch(/^0,7[56]$/);
    expect(formatNumber(1234567.5)).toBe('1\u00a0234\u00a0567,50');
  });

  it('takes other precisions and leaves missing values empty', () => {
    expect(formatNumber(2.4, 0)).toBe('2');
    expect(formatNumber(-3.5, 1)).toBe('-3,5');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes ISO dates in Swedish time', () => {
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('2026-01-16');
    expect(formatDate('2026-07-01T10:05:00Z', { time: true })).toBe('2026-07-01 12:05');
  });

  it('leaves missing or broken dates empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
