/**
 * The characters that make a spreadsheet read a CSV cell as a formula (OWASP, "CSV Injection"):
 * equals, plus, minus, at, tab and carriage return.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/**
 * A value as a CSV cell a spreadsheet shows as text: one that would start a formula gets a single
 * quote in front, as OWASP advises. A value that already starts with quotes before such a
 * character gets one more, so that `restoreCsvCell` can tell the two apart and every value
 * comes back exactly.
 */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The value `neutraliseCsvCell` was given: the one quote it added, and only that, taken off. */
export function restoreCsvCell(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}
