import { PassThrough } from 'node:stream';
import {
  type AuditChanges,
  type AuditEntry,
  type AuditExportFormat,
  type AuditValue,
  auditActionName,
  auditObjectTypeName,
  type Language,
  neutraliseCsvCell,
} from '@skeppa/domain';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MEDIA_TYPE = 'text/csv';

/** The file's columns, each with its heading in the language asked for and its width in Excel. */
const COLUMNS = [
  { key: 'at', sv: 'Tid', en: 'Time', width: 20 },
  { key: 'who', sv: 'Vem', en: 'Who', width: 26 },
  { key: 'apiKey', sv: 'API-nyckel', en: 'API key', width: 11 },
  { key: 'address', sv: 'Adress', en: 'Address', width: 16 },
  { key: 'action', sv: 'Händelse', en: 'Action', width: 28 },
  { key: 'code', sv: 'Kod', en: 'Code', width: 24 },
  { key: 'objectType', sv: 'Objekttyp', en: 'Object type', width: 14 },
  { key: 'objectId', sv: 'Objekt-id', en: 'Object id', width: 18 },
  { key: 'object', sv: 'Objekt', en: 'Object', width: 30 },
  { key: 'changes', sv: 'Ändringar', en: 'Changes', width: 60 },
] as const;
type Column = (typeof COLUMNS)[number]['key'];

/** Stockholm's wall time as a sortable text, the same in both languages: 2026-11-29 10:15:03. */
const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const valueText = (v: AuditValue): string =>
  v === null ? '–' : Array.isArray(v) ? v.map((i) => (i === null ? '–' : String(i))).join(', ') : String(v);

/** `city: Solna → Kista; locked: false → true`: the changes as one readable cell. */
export function changesText(changes: AuditChanges): string {
  return Object.entries(changes)
    .map(([field, c]) => `${field}: ${valueText(c.from)} → ${valueText(c.to)}`)
    .join('; ');
}

function cells(entry: AuditEntry, language: Language): Record<Column, string> {
  return {
    at: stockholm.format(new Date(entry.at)),
    who: entry.actor.name,
    apiKey: entry.actor.apiKeyId === null ? '' : String(entry.actor.apiKeyId),
    address: entry.actor.address ?? '',
    action: auditActionName(entry.action, language),
    code: entry.action,
    objectType: auditObjectTypeName(entry.object.type, language),
    objectId: entry.object.id ?? '',
    object: entry.object.label,
    changes: changesText(entry.changes),
  };
}

// RFC 4180 quotes a field holding the delimiter, a quote or a line break (and a comma, so a reader
// guessing the delimiter cannot split a cell), as the contact export does.
const NEEDS_QUOTES = /[;,"\r\n]/;
function csvField(text: string): string {
  const cell = neutraliseCsvCell(text);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * The entries as a CSV file Swedish Excel opens as it is: UTF-8 with a byte order mark,
 * semicolons, CRLF; a value that would start a formula (a name typed as `=cmd…` in a contact)
 * gets a quote in front.
 */
function writeCsv(entries: AuditEntry[], language: Language): Buffer {
  const lines = [COLUMNS.map((c) => csvField(c[language])).join(';')];
  for (const e of entries) {
    const row = cells(e, language);
    lines.push(COLUMNS.map((c) => csvField(row[c.key])).join(';'));
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The entries as a workbook of text cells (so nothing a user typed runs as a formula), streamed. */
async function writeXlsx(entries: AuditEntry[], language: Language): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  // Loaded at the first spreadsheet, not at start: it is the largest library the server loads.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(language === 'sv' ? 'Logg' : 'Log', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c) => ({
    header: c[language],
    key: c.key,
    width: c.width,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const e of entries) sheet.addRow(cells(e, language)).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

export interface AuditFile {
  bytes: Buffer;
  type: string;
  extension: AuditExportFormat;
}

export async function auditFile(
  entries: AuditEntry[],
  format: AuditExportFormat,
  language: Language,
): Promise<AuditFile> {
  return format === 'csv'
    ? { bytes: writeCsv(entries, language), type: `${CSV_MEDIA_TYPE}; charset=utf-8`, extension: 'csv' }
    : { bytes: await writeXlsx(entries, language), type: XLSX_TYPE, extension: 'xlsx' };
}
