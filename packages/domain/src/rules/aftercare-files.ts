import type { AftercareContentType } from '../entities/complaint.ts';
import { ascii, contains, startsWith, utf16le } from './file-bytes.ts';
import { sniffPaperlessContentType } from './ups-paperless.ts';

/** HEIF brands of a still HEIC photo (ISO/IEC 23008-12), as phones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** General HEIF brands: a HEIC photo only when a HEIC brand is among the compatible ones. */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

const text4 = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** An ISO base media file whose `ftyp` box names a HEIC brand, major or compatible. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || text4(bytes, 4) !== 'ftyp') return false;
  const major = text4(bytes, 8);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const boxEnd = Math.min(
    bytes.length,
    ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
  );
  for (let at = 16; at + 4 <= boxEnd; at += 4) if (HEIC_BRANDS.has(text4(bytes, at))) return true;
  return false;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CONTENT_TYPES = ascii('[Content_Types].xml');

/** Word or Excel of Office 2007 on: a ZIP package with the part that makes it a document or a book. */
function officeOpenXml(bytes: Uint8Array): AftercareContentType | null {
  if (!startsWith(bytes, ZIP) || !contains(bytes, CONTENT_TYPES)) return null;
  if (contains(bytes, ascii('word/document.xml')))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (contains(bytes, ascii('xl/workbook.xml')))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}

const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Word 97–2003 or Excel 97–2003: a compound file whose directory names its main stream. */
function officeBinary(bytes: Uint8Array): AftercareContentType | null {
  if (!startsWith(bytes, COMPOUND_FILE)) return null;
  if (contains(bytes, utf16le('WordDocument'))) return 'application/msword';
  if (contains(bytes, utf16le('Workbook')) || contains(bytes, utf16le('Book')))
    return 'application/vnd.ms-excel';
  return null;
}

/** Plain text: well-formed UTF-8 (ASCII included) with no control characters but tab and line breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an attachment of a complaint or an insurance claim is, judged by its content and never by
 * its name or the browser's word: PDF, JPEG, PNG, HEIC, Word, Excel or plain text; null for
 * anything else (a program, an archive, a GIF…). Text is served back as text/plain, never run.
 */
export function sniffAftercareContentType(bytes: Uint8Array): AftercareContentType | null {
  const common = sniffPaperlessContentType(bytes);
  if (common === 'application/pdf' || common === 'image/jpeg' || common === 'image/png') return common;
  if (common) return null;
  if (isHeic(bytes)) return 'image/heic';
  return officeOpenXml(bytes) ?? officeBinary(bytes) ?? (isPlainText(bytes) ? 'text/plain' : null);
}
