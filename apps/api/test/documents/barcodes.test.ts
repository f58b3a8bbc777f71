import { describe, expect, it } from 'vitest';
import { BARCODE_CACHE_SIZE, cachedBarcodes, linearWidths } from '../../src/documents/barcodes.ts';

describe('encoded barcodes', () => {
  it('are encoded once for a reprint and kept to a bound, however many shipments a process prints', () => {
    const code = (n: number) => ({ symbology: 'code128' as const, data: `SOAK${n}`, text: `SOAK${n}` });
    const first = linearWidths(code(0));
    expect(linearWidths(code(0))).toBe(first);
    for (let n = 1; n <= BARCODE_CACHE_SIZE + 50; n++) linearWidths(code(n));
    expect(cachedBarcodes()).toBeGreaterThan(0);
    expect(cachedBarcodes()).toBeLessThanOrEqual(BARCODE_CACHE_SIZE);
    // Encoded again after the cache started over: the same bars.
    expect(linearWidths(code(0))).toEqual(first);
  });
});
