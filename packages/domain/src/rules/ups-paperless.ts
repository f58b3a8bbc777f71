import type { PaperlessContentType } from '../entities/paperless.ts';
import { ascii, startsWith } from './file-bytes.ts';

/**
 * Destinations outside the EU whose customs take UPS Paperless Invoice documents instead of paper.
 * A cautious subset of UPS's published list (docs/rules.md, Documents); within the EU no invoice is needed.
 */
export const UPS_PAPERLESS_DESTINATIONS = [
  'AE',
  'AU',
  'CA',
  'CH',
  'CN',
  'GB',
  'HK',
  'IL',
  'IS',
  'JP',
  'KR',
  'LI',
  'MX',
  'MY',
  'NO',
  'NZ',
  'SG',
  'TH',
  'TR',
  'TW',
  'US',
  'ZA',
] as const;

const DESTINATIONS = new Set<string>(UPS_PAPERLESS_DESTINATIONS);
const UPS = 225;

/** Paperless documents go with UPS shipments to destinations that accept them. */
export function acceptsUpsPaperless(carrierCode: number | null, toCountry: string): boolean {
  return carrierCode === UPS && DESTINATIONS.has(toCountry.toUpperCase());
}

/** A BMP names its own length in its header, so a text that happens to start "BM" is not one. */
function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 26) return false;
  const size = (bytes[2]! | (bytes[3]! << 8) | (bytes[4]! << 16) | (bytes[5]! << 24)) >>> 0;
  return size === bytes.length && bytes.subarray(6, 10).every((b) => b === 0);
}

/**
 * What a file is, judged by its first bytes and never by its name or declared type: PDF and the
 * image types UPS accepts, or null for anything else.
 */
export function sniffPaperlessContentType(bytes: Uint8Array): PaperlessContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  if (isBmp(bytes)) return 'image/bmp';
  return null;
}
