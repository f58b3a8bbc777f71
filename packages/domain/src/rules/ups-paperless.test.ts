import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsUpsPaperless, sniffPaperlessContentType } from './ups-paperless.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('acceptsUpsPaperless', () => {
  it('takes UPS shipments to Norway and the US, not other carriers or unlisted destinations', () => {
    expect(acceptsUpsPaperless(225, 'NO')).toBe(true);
    expect(acceptsUpsPaperless(225, 'us')).toBe(true);
    expect(acceptsUpsPaperless(131, 'US')).toBe(false);
    expect(acceptsUpsPaperless(null, 'US')).toBe(false);
    expect(acceptsUpsPaperless(225, 'DE')).toBe(false);
    expect(acceptsUpsPaperless(225, 'SE')).toBe(false);
  });
});

describe('sniffPaperlessContentType', () => {
  it('knows PDF and the image types by their first bytes', () => {
    expect(sniffPaperlessContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffPaperlessContentType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(sniffPaperlessContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPaperlessContentType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffPaperlessContentType(bytes('II*', [0, 8, 0]))).toBe('image/tiff');
    expect(sniffPaperlessContentType(bytes('MM', [0, 42, 0]))).toBe('image/tiff');
    const bmp = new Uint8Array(30);
    bmp.set(bytes('BM', [30, 0, 0, 0]));
    expect(sniffPaperlessContentType(bmp)).toBe('image/bmp');
  });

  it('refuses what only looks like one: text, a zip, a "BM" text, a truncated signature', () => {
    expect(sniffPaperlessContentType(bytes('hello'))).toBeNull();
    expect(sniffPaperlessContentType(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffPaperlessContentType(bytes('BMW is a car brand, not a bitmap image'))).toBeNull();
    expect(sniffPaperlessContentType(bytes('%PD'))).toBeNull();
    expect(sniffPaperlessContentType(new Uint8Array(0))).toBeNull();
    expect(sniffPaperlessContentType(bytes(' %PDF-1.7'))).toBeNull();
  });

  it('never takes printable text for a file, unless it starts as a PDF or a GIF does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        fc.pre(!s.startsWith('%PDF-') && !s.startsWith('GIF8'));
        expect(sniffPaperlessContentType(bytes(s))).toBeNull();
      }),
    );
  });
});
