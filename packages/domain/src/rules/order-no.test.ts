import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, isTemporaryOrderNo, newTemporaryOrderNo } from './order-no.ts';

describe('order numbers', () => {
  it('calls 16 characters temporary and anything else not', () => {
    expect(isTemporaryOrderNo('ABCDEFGHIJKLMNOP')).toBe(true);
    expect(isTemporaryOrderNo('ABCDEFGHIJKLMNO')).toBe(false);
    expect(isTemporaryOrderNo('ABCDEFGHIJKLMNOPQ')).toBe(false);
    expect(isTemporaryOrderNo('1000234')).toBe(false);
    expect(isTemporaryOrderNo(null)).toBe(false);
    expect(isTemporaryOrderNo(undefined)).toBe(false);
  });

  it('makes temporary numbers of 16 upper-case letters and digits', () => {
    const no = newTemporaryOrderNo();
    expect(no).toMatch(/^[A-Z0-9]{16}$/);
    expect(isTemporaryOrderNo(no)).toBe(true);
    expect(newTemporaryOrderNo()).not.toBe(no);
  });

  it('stays in the alphabet for any random source, even one returning 1', () => {
    expect(newTemporaryOrderNo(() => 0)).toBe('AAAAAAAAAAAAAAAA');
    expect(newTemporaryOrderNo(() => 1)).toBe('9999999999999999');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        expect(newTemporaryOrderNo(() => r)).toMatch(/^[A-Z0-9]{16}$/);
      }),
    );
  });

  it('draws crypto randoms in [0, 1)', () => {
    for (let i = 0; i < 100; i++) {
      const r = cryptoRandom();
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
  });
});
