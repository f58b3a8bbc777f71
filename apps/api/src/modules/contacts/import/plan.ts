import {
  type ContactCaller,
  type ContactFields,
  type ContactImportRow,
  contactDuplicateKey,
  contactFullName,
  mayChangeContact,
  mayLockContact,
} from '@skeppa/domain';
import type { ParsedRow, RowProblem } from './parse-row.ts';

export interface ImportTarget {
  id: number;
  custId: number;
  locked: boolean;
}

export interface PlanOptions {
  /** The company's contacts, by what a duplicate is judged on. */
  existing: (Pick<ContactFields, 'company' | 'firstName' | 'lastName' | 'postcode' | 'country'> & {
    id: number;
  })[];
  caller: ContactCaller;
  /** Import rows that look like an existing contact or an earlier row too. */
  importDuplicates: boolean;
  preview: boolean;
}

export interface PlannedRow extends ContactImportRow {
  fields: ContactFields;
}

function problemsWithTarget(
  row: ParsedRow,
  targets: Map<number, ImportTarget>,
  seen: Set<number>,
  caller: ContactCaller,
) {
  const problems: RowProblem[] = [...row.problems];
  if (row.id === null) return problems;
  const target = targets.get(row.id);
  // Another company's contact is "unknown" here exactly as it is a 404 everywhere else.
  if (!target) problems.unshift({ field: 'id', key: 'contacts.import.problem.unknownId' });
  else if (seen.has(row.id)) problems.unshift({ field: 'id', key: 'contacts.import.problem.repeatedId' });
  else if (!mayChangeContact(target, caller))
    problems.unshift({ field: 'id', key: 'contacts.import.problem.lockedId' });
  else if (row.fields.locked !== target.locked && !mayLockContact(target, caller))
    problems.unshift({ field: 'locked', key: 'contacts.import.problem.lockOwnerOnly' });
  seen.add(row.id);
  return problems;
}

/**
 * What becomes of each row: a row with problems is left out; a row with an id changes that contact
 * (if the caller may); any other row makes a new contact, unless it looks like an existing contact
 * or an earlier row and duplicates are not wanted. The same plan serves the preview and the import.
 * Rows are planned batch by batch in file order (`targets`: the company's contacts the batch names
 * by id); a row depends only on the rows before it, so a batch can be written while the next is read.
 */
export function importPlanner(options: PlanOptions) {
  const existing = new Map<string, number>();
  for (const c of options.existing) {
    const key = contactDuplicateKey(c);
    if (!existing.has(key)) existing.set(key, c.id);
  }
  const inFile = new Map<string, number>();
  const seenIds = new Set<number>();
  const planRow = (row: ParsedRow, targets: Map<number, ImportTarget>): PlannedRow => {
    const problems = problemsWithTarget(row, targets, seenIds, options.caller);
    const action = row.id === null ? 'create' : 'update';
    let duplicateOf: number | null = null;
    let duplicateRow: number | null = null;
    if (action === 'create' && problems.length === 0) {
      const key = contactDuplicateKey(row.fields);
      duplicateOf = existing.get(key) ?? null;
      duplicateRow = inFile.get(key) ?? null;
      if (duplicateRow === null) inFile.set(key, row.row);
    }
    const duplicate = duplicateOf !== null || duplicateRow !== null;
    let outcome: PlannedRow['outcome'] = problems.length > 0 ? 'invalid' : 'valid';
    if (outcome === 'valid' && !options.preview)
      outcome =
        duplicate && !options.importDuplicates ? 'skipped' : action === 'create' ? 'created' : 'updated';
    return {
      row: row.row,
      action,
      id: row.id,
      summary: {
        company: row.fields.company,
        fullName: contactFullName(row.fields),
        address1: row.fields.address1,
        postcode: row.fields.postcode,
        city: row.fields.city,
        country: row.fields.country,
      },
      problems,
      duplicateOf,
      duplicateRow,
      outcome,
      fields: row.fields,
    };
  };
  return {
    plan(rows: ParsedRow[], targets: ImportTarget[]): PlannedRow[] {
      const byId = new Map(targets.map((t) => [t.id, t]));
      return rows.map((row) => planRow(row, byId));
    },
  };
}

export function countOutcomes(rows: PlannedRow[]) {
  const n = (o: PlannedRow['outcome']) => rows.filter((r) => r.outcome === o).length;
  return {
    rows: rows.length,
    valid: rows.length - n('invalid'),
    invalid: n('invalid'),
    duplicates: rows.filter((r) => r.duplicateOf !== null || r.duplicateRow !== null).length,
    created: n('created'),
    updated: n('updated'),
    skipped: n('skipped'),
  };
}
