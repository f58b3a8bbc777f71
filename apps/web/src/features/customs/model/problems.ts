import { type CustomsInvoice, customsInvoiceProblems, customsInvoiceSchema } from '@skeppa/domain';
import type { LineForm } from './customs-form';

/** A message as a translation key with its values, so tests and the screen share it. */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}

/** Problems by field path (`importer.city`, `lines.2.hsCode`), at most one per field. */
export type Problems = Readonly<Record<string, Problem>>;

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  expected?: string;
  maximum?: unknown;
}

function issueProblem(issue: Issue): Problem {
  if (issue.code === 'invalid_type' && issue.expected === 'int') return { key: 'customs.form.wholeNumber' };
  if (issue.code === 'invalid_type') return { key: 'validation.number' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'validation.tooLong' };
  if (issue.code === 'too_big' && issue.origin === 'array')
    return { key: 'customs.form.tooManyLines', values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_big')
    return { key: 'customs.form.tooLarge', values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'number') return { key: 'customs.form.negative' };
  if (issue.code === 'not_multiple_of') return { key: 'customs.form.wholeNumber' };
  return { key: 'validation.format' };
}

// The rules name an address by its first line (`exporter.address`); the schema by its index.
const fieldOf = (path: PropertyKey[]) =>
  path
    .map(String)
    .join('.')
    .replace(/\.address\.0$/, '.address');

/**
 * What keeps the invoice from being saved (the schema: numbers that are none, too long, too
 * large) and from being printed (the domain's customs rules), one problem per field; the
 * schema's come first, since the rules cannot judge a number that was not read.
 */
export function invoiceProblems(invoice: CustomsInvoice): Problems {
  const problems: Record<string, Problem> = {};
  const parsed = customsInvoiceSchema.safeParse(invoice);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      problems[field] ??= issueProblem(issue as Issue);
    }
  }
  for (const { field, key } of customsInvoiceProblems(invoice)) problems[field] ??= { key };
  return problems;
}

/** Whether the server may store it: the schema's problems stop a save, the rules' only print. */
export function savable(invoice: CustomsInvoice): boolean {
  return customsInvoiceSchema.safeParse(invoice).success;
}

export type LineProblems = Readonly<Record<string, Problem>>;
const NONE: LineProblems = Object.freeze({});

function sameProblems(a: LineProblems, b: LineProblems): boolean {
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  return ak.every((k) => a[k]?.key === b[k]?.key && a[k]?.values?.max === b[k]?.values?.max);
}

/**
 * Each row's problems by row key. A row whose problems did not change gets the very object it had
 * (`previous`), so a memoised row is not drawn again when another row is typed in.
 */
export function lineProblems(
  problems: Problems,
  lines: readonly LineForm[],
  previous: ReadonlyMap<string, LineProblems>,
): Map<string, LineProblems> {
  const byIndex = new Map<number, Record<string, Problem>>();
  for (const [field, problem] of Object.entries(problems)) {
    const match = /^lines\.(\d+)\.(.+)$/.exec(field);
    if (!match) continue;
    const index = Number(match[1]);
    const row = byIndex.get(index) ?? {};
    row[match[2] as string] = problem;
    byIndex.set(index, row);
  }
  return new Map(
    lines.map((line, index) => {
      const next = byIndex.get(index) ?? NONE;
      const before = previous.get(line.key);
      return [line.key, before && sameProblems(before, next) ? before : next];
    }),
  );
}
