import { PassThrough } from 'node:stream';
import { CONTACT_IMPORT_COLUMNS, type ContactImportField } from '@skeppa/domain';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A contact as a sheet row: every field of the columns, flags as 1 and 0. */
export type ContactSheetValues = Record<ContactImportField, string | number | boolean>;

const WIDTHS: Partial<Record<ContactImportField, number>> = {
  id: 9,
  company: 30,
  address1: 28,
  address2: 20,
  email: 28,
  comments: 30,
};

/**
 * A workbook with the import's headings in the first row and one row per contact: the template
 * (no rows) and the export are the same file, so an export can be edited and imported again. The
 * text columns are formatted as text, so Excel keeps the leading zero of a phone number typed in.
 */
export async function writeContactWorkbook(rows: Iterable<ContactSheetValues>): Promise<Buffer> {
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
  const sheet = workbook.addWorksheet('Contacts', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CONTACT_IMPORT_COLUMNS.map((c) => ({
    header: c.heading,
    key: c.field,
    width: WIDTHS[c.field] ?? (c.kind === 'flag' ? 10 : 16),
    style: c.kind === 'text' || c.kind === 'country' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const values of rows) {
    const row: Record<string, string | number> = {};
    for (const c of CONTACT_IMPORT_COLUMNS) {
      const v = values[c.field];
      row[c.field] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
    }
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
