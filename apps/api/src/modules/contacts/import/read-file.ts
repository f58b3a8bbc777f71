import { Readable } from 'node:stream';
import {
  CONTACT_IMPORT_COLUMNS,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MAX_ROWS,
  CONTACT_IMPORT_MAX_UNPACKED_BYTES,
  type ContactImportField,
  restoreCsvCell,
} from '@skeppa/domain';
import type ExcelJS from 'exceljs';
import { AppError, ERRORS } from '../../../platform/errors.ts';
import { decodeCsv, readCsv } from './read-csv.ts';
import { checkZip, isZip } from './zip-guard.ts';

export type RowValues = Partial<Record<ContactImportField, string>>;
export interface SheetRow {
  /** The row's number in the sheet (the heading row is 1). */
  row: number;
  values: RowValues;
}
export interface ContactSheet {
  format: 'xlsx' | 'csv';
}
/** Takes a batch of rows; the reader goes on once the promise settles. */
export type RowsHandler = (rows: SheetRow[]) => Promise<void> | void;

/** Rows handed on at a time: large enough to write well, small enough to overlap with reading. */
const BATCH_ROWS = 2000;

const BY_HEADING = new Map(CONTACT_IMPORT_COLUMNS.map((c) => [c.heading, c]));

function headingsError(
  code: 'contact.import_missing_headings' | 'contact.import_unknown_headings',
  headings: string[],
) {
  const description = `${ERRORS[code].description}: ${headings.join(', ')}`;
  return new AppError(code, description, [{ code, description, values: headings }]);
}

/** The field of each column, from the heading row; a missing, unknown or repeated heading stops the import. */
function columnsOf(headings: string[]): (ContactImportField | null)[] {
  const seen = new Set<string>();
  const unknown: string[] = [];
  const fields = headings.map((raw) => {
    const heading = raw.trim().toUpperCase();
    if (heading === '') return null;
    const column = BY_HEADING.get(heading);
    if (!column || seen.has(heading)) {
      unknown.push(raw.trim());
      return null;
    }
    seen.add(heading);
    return column.field;
  });
  if (unknown.length > 0) throw headingsError('contact.import_unknown_headings', unknown);
  const missing = CONTACT_IMPORT_COLUMNS.filter((c) => c.required && !seen.has(c.heading)).map(
    (c) => c.heading,
  );
  if (missing.length > 0) throw headingsError('contact.import_missing_headings', missing);
  return fields;
}

/**
 * Collects the rows under the headings of the first row, at most the import's row limit, and
 * hands them on in batches.
 */
function rowCollector(onRows: RowsHandler) {
  let columns: (ContactImportField | null)[] | null = null;
  let batch: SheetRow[] = [];
  let count = 0;
  let failure: unknown;
  return {
    add(cells: string[], row: number) {
      if (columns === null) {
        columns = columnsOf(cells);
        return;
      }
      if (cells.every((c) => c.trim() === '')) return;
      if (count === CONTACT_IMPORT_MAX_ROWS) throw new AppError('contact.import_too_many_rows');
      const values: RowValues = {};
      // Cells beyond the headings carry no field and are left out.
      columns.forEach((field, i) => {
        if (field) values[field] = cells[i] ?? '';
      });
      batch.push({ row, values });
      count += 1;
    },
    /** Hands on the rows collected so far: a full batch, or whatever is left at the end. */
    async flush(atEnd: boolean) {
      if (batch.length === 0 || (!atEnd && batch.length < BATCH_ROWS)) return;
      const rows = batch;
      batch = [];
      try {
        await onRows(rows);
      } catch (err) {
        failure = err;
        throw err;
      }
    },
    /** What the handler threw, so it is not mistaken for an unreadable file. */
    get failure() {
      return failure;
    },
    get count() {
      return count;
    },
    get sawHeadings() {
      return columns !== null;
    },
  };
}

type CellValue = ExcelJS.CellValue;

/** What a cell shows, as text: numbers as written, rich text joined, a formula's result. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as CellValue);
  return '';
}

async function readXlsx(bytes: Buffer, collector: ReturnType<typeof rowCollector>) {
  // Loaded at the first spreadsheet, not at start: it is the largest library the server loads.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // Only the first sheet holds contacts; a template's further sheets are notes.
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // `values` holds the row's cells by column number (from 1), with holes where one is empty.
      const values = row.values as CellValue[];
      const cells: string[] = [];
      for (let col = 1; col < values.length; col++) cells.push(cellText(values[col]));
      collector.add(cells, row.number);
      await collector.flush(false);
    }
    break;
  }
}

/**
 * The contacts of an uploaded file, handed to `onRows` in batches as they are read. What the file
 * is, is decided by its bytes, never its name: a zip that is a workbook (checked and size-bounded
 * before it is read) or UTF-8 text read as CSV. A refusal can come after some batches were handed
 * on: whoever writes them does so in a transaction that the refusal rolls back.
 */
export async function readContactFile(bytes: Buffer, onRows: RowsHandler): Promise<ContactSheet> {
  if (bytes.length > CONTACT_IMPORT_MAX_BYTES) throw new AppError('contact.import_too_large');
  if (bytes.length === 0) throw new AppError('contact.import_empty');
  const collector = rowCollector(onRows);
  let format: ContactSheet['format'];
  if (isZip(bytes)) {
    const parts = await checkZip(bytes, CONTACT_IMPORT_MAX_UNPACKED_BYTES);
    if (!parts.includes('xl/workbook.xml')) throw new AppError('contact.import_file_type');
    format = 'xlsx';
    try {
      await readXlsx(bytes, collector);
    } catch (err) {
      if (err instanceof AppError || err === collector.failure) throw err;
      throw new AppError('contact.import_unreadable');
    }
  } else {
    const text = decodeCsv(bytes);
    if (text === null) throw new AppError('contact.import_file_type');
    format = 'csv';
    // The quote the CSV export put before a formula-like value comes off: the export imports back
    // as it was. An xlsx has none to take off (its cells are text, never formulas).
    readCsv(text, (cells, row) => collector.add(cells.map(restoreCsvCell), row));
  }
  if (!collector.sawHeadings) throw headingsError('contact.import_missing_headings', requiredHeadings());
  if (collector.count === 0) throw new AppError('contact.import_empty');
  await collector.flush(true);
  return { format };
}

const requiredHeadings = () => CONTACT_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.heading);
