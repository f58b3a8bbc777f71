import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTERCARE_CONTENT_TYPES } from '../entities/complaint.ts';
import { sniffAftercareContentType } from './aftercare-files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const utf16 = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);
/** An `ftyp` box of 24 bytes: size, type, major brand, minor version, two compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);
const zip = (...names: string[]) => bytes([0x50, 0x4b, 0x03, 0x04], ...names.flatMap((n) => [[0, 0], n]));
const compound = (stream: string) =>
  bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0), utf16(stream));

describe('sniffAftercareContentType', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffAftercareContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffAftercareContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffAftercareContentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  });

  it('knows a HEIC photo by its brand, major or compatible with a general HEIF one', () => {
    expect(sniffAftercareContentType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffAftercareContentType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    // An AVIF picture is HEIF too, but not one of ours.
    expect(sniffAftercareContentType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(sniffAftercareContentType(ftyp('mif1', 'mif1', 'avif'))).toBeNull();
  });

  it('tells Word from Excel in both the OOXML package and the old compound file', () => {
    expect(sniffAftercareContentType(zip('[Content_Types].xml', 'word/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffAftercareContentType(zip('[Content_Types].xml', 'xl/workbook.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(sniffAftercareContentType(compound('WordDocument'))).toBe('application/msword');
    expect(sniffAftercareContentType(compound('Workbook'))).toBe('application/vnd.ms-excel');
  });

  it('takes plain UTF-8 text and refuses what is not one of ours', () => {
    expect(sniffAftercareContentType(new TextEncoder().encode('Skadat gods, 3 kolli\r\nÅsa'))).toBe(
      'text/plain',
    );
    expect(sniffAftercareContentType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull(); // a Windows program
    expect(sniffAftercareContentType(zip('evil/run.sh'))).toBeNull(); // a ZIP that is no document
    expect(sniffAftercareContentType(compound('Something'))).toBeNull();
    expect(sniffAftercareContentType(bytes('GIF89a'))).toBeNull(); // UPS takes GIF; a claim does not
    expect(sniffAftercareContentType(bytes([0xc3, 0x28]))).toBeNull(); // not UTF-8
    expect(sniffAftercareContentType(new Uint8Array())).toBeNull();
  });

  it('answers one of the listed types or null for any bytes, never throwing', () => {
    const known = new Set<string>(Object.keys(AFTERCARE_CONTENT_TYPES));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (b) => {
        const type = sniffAftercareContentType(b);
        expect(type === null || known.has(type)).toBe(true);
      }),
    );
  });
});
