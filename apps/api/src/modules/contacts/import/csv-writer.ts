import { CONTACT_IMPORT_COLUMNS, neutraliseCsvCell } from '@skeppa/domain';
import type { ContactSheetValues } from './xlsx-writer.ts';

export const CSV_MEDIA_TYPE = 'text/csv';
export const CSV_TYPE = `${CSV_MEDIA_TYPE}; charset=utf-8`;

// RFC 4180 quotes a field holding the delimiter, a quote or a line break; a comma too, so that a
// reader guessing the delimiter from the data cannot split a cell and start a formula mid-value.
const NEEDS_QUOTES = /[;,"\r\n]/;

function field(value: string | number | boolean): string {
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  const cell = neutraliseCsvCell(text);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * The contacts as a CSV file Excel opens as it is in Sweden: UTF-8 with a byte order mark (else
 * Excel reads å ä ö as Windows-1252), semicolons, CRLF, the template's headings and columns. A
 * value that would run as a formula once the file is opened gets a quote in front (OWASP's
 * advice); the import takes it off again, so the file imports back to the same contacts.
 */
export function writeContactCsv(rows: Iterable<ContactSheetValues>): Buffer {
  const lines = [CONTACT_IMPORT_COLUMNS.map((c) => c.heading).join(';')];
  for (const values of rows) lines.push(CONTACT_IMPORT_COLUMNS.map((c) => field(values[c.field])).join(';'));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}
