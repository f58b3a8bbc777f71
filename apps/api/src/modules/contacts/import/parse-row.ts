import {
  CONTACT_IMPORT_COLUMNS,
  type ContactFields,
  type ContactImportField,
  contactProblems,
  countryCodeFromText,
  newContactFields,
  normaliseContactFields,
} from '@skeppa/domain';
import type { RowValues } from './read-file.ts';

export interface RowProblem {
  field: ContactImportField;
  key: string;
}

export interface ParsedRow {
  row: number;
  /** The contact the row changes; null for a new one. */
  id: number | null;
  fields: ContactFields;
  problems: RowProblem[];
}

const YES = new Set(['1', 'x', 'ja', 'j', 'yes', 'y', 'true', 'sant']);
const NO = new Set(['0', 'nej', 'n', 'no', 'false', 'falskt']);

/** A flag cell: 1/0 as the template and exports write them, and the words people type instead. */
function flag(value: string | undefined): boolean | undefined | 'invalid' {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return undefined;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return 'invalid';
}

/**
 * One row of the sheet as a contact: text as written, an empty flag as the contact's default, the
 * country code in any case. The domain rules then say what is wrong, field by field.
 */
export function parseRow(row: number, values: RowValues): ParsedRow {
  const fields = newContactFields();
  const problems: RowProblem[] = [];
  let id: number | null = null;
  for (const { field, kind } of CONTACT_IMPORT_COLUMNS) {
    const value = values[field];
    if (value === undefined) continue;
    if (kind === 'id') {
      const text = value.trim();
      if (/^\d{1,9}$/.test(text) && Number(text) > 0) id = Number(text);
      else if (text !== '') problems.push({ field, key: 'validation.format' });
    } else if (kind === 'flag') {
      const parsed = flag(value);
      if (parsed === 'invalid') problems.push({ field, key: 'contacts.import.problem.flag' });
      else if (parsed !== undefined) (fields as Record<string, unknown>)[field] = parsed;
    } else if (kind === 'country') {
      // An empty country is Sweden, as on the form; a name is read as its code.
      if (value.trim() !== '') fields.country = countryCodeFromText(value) ?? value.trim();
    } else {
      (fields as Record<string, unknown>)[field] = value;
    }
  }
  const normalised = normaliseContactFields(fields);
  for (const p of contactProblems(normalised)) problems.push(p);
  return { row, id, fields: normalised, problems };
}
