import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceNoOfOcr, isValidOcrReference, ocrReference } from './ocr.ts';

describe('OCR references', () => {
  it('adds the length digit and the Luhn check digit, worked out by hand', () => {
    // 1001 + length 6 → 10016; Luhn over 10016: 6·2=12→3, 1, 0·2=0, 0, 1·2=2 → 6; check (10−6)=4.
    expect(ocrReference(1001)).toBe('100164');
    // 12345678 + length 10 → digit 0: 123456780; from the right 0·2, 8, 7·2=14→5, 6, 5·2=10→1, 4, 3·2, 2, 1·2: sum 34 → 6.
    expect(ocrReference('12345678')).toBe('1234567806');
  });

  it('reads back every reference it writes and refuses any single changed digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 45 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (n, at, plus) => {
          const ocr = ocrReference(n);
          expect(isValidOcrReference(ocr)).toBe(true);
          expect(invoiceNoOfOcr(ocr)).toBe(String(n));
          const i = at % ocr.length;
          const changed = `${ocr.slice(0, i)}${(Number(ocr[i]) + plus) % 10}${ocr.slice(i + 1)}`;
          expect(isValidOcrReference(changed)).toBe(false);
        },
      ),
    );
  });

  it('refuses a reference with a wrong length digit, letters or no digits', () => {
    expect(isValidOcrReference('100174')).toBe(false);
    expect(isValidOcrReference('10016A')).toBe(false);
    expect(isValidOcrReference('')).toBe(false);
    expect(invoiceNoOfOcr('ABC')).toBeNull();
  });
});
