import type { ContactImportRow } from '@skeppa/domain';

export type RowFilter = 'all' | 'invalid' | 'duplicates';

export const isDuplicate = (r: ContactImportRow) => r.duplicateOf !== null || r.duplicateRow !== null;

export function filterRows(rows: ContactImportRow[], filter: RowFilter): ContactImportRow[] {
  if (filter === 'invalid') return rows.filter((r) => r.outcome === 'invalid');
  if (filter === 'duplicates') return rows.filter(isDuplicate);
  return rows;
}

/** How many rows an import of the previewed file would write: the valid ones, duplicates only if wanted. */
export function rowsToImport(rows: ContactImportRow[], duplicates: boolean): number {
  return rows.filter((r) => r.outcome === 'valid' && (duplicates || !isDuplicate(r))).length;
}
