import { textLength } from '../entities/primitives.ts';
import { isEmail } from './email-address.ts';

// The e-mail format is the one rule every e-mail field uses; it is offered here with the others.
export { isEmail };

/**
 * Field formats of SPEC §5. The names are the ones service-option fields carry in the tariff data
 * (`format: 'numeric'`, `'alphanumericSpaces'`, …).
 */
export const VALIDATION_FORMATS = [
  'decimal',
  'alphanumeric',
  'alphanumericSpaces',
  'numeric',
  'alphabetic',
  'alphabeticSpaces',
  'email',
] as const;
export type ValidationFormat = (typeof VALIDATION_FORMATS)[number];

/** Translation keys the web app shows (apps/web locales, `validation.*`). */
export type ValidationKey =
  | 'validation.required'
  | 'validation.format'
  | 'validation.tooLong'
  | 'validation.tooShort';

// Letters are any Unicode letter (å, ä, ö, é, ü, …) with their combining marks, so a name typed
// in decomposed form still passes; digits are 0–9 only, as carriers' systems read them.
const PATTERNS: Record<Exclude<ValidationFormat, 'email'>, RegExp> = {
  decimal: /^\d+(?:[.,]\d{1,2})?$/,
  alphanumeric: /^[\p{L}\p{M}0-9]+$/u,
  alphanumericSpaces: /^[\p{L}\p{M}0-9 ]+$/u,
  numeric: /^[0-9]+$/,
  alphabetic: /^[\p{L}\p{M}]+$/u,
  alphabeticSpaces: /^[\p{L}\p{M} ]+$/u,
};

export function isValidationFormat(format: string): format is ValidationFormat {
  return (VALIDATION_FORMATS as readonly string[]).includes(format);
}

/** Empty means nothing but white space: such a value fails `required` and passes everything else. */
export function isEmptyValue(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

export function matchesFormat(value: string, format: ValidationFormat): boolean {
  return format === 'email' ? isEmail(value) : PATTERNS[format].test(value);
}

export function requiredProblem(value: string | null | undefined): ValidationKey | null {
  return isEmptyValue(value) ? 'validation.required' : null;
}

export function formatProblem(
  value: string | null | undefined,
  format: ValidationFormat,
): ValidationKey | null {
  if (isEmptyValue(value)) return null;
  return matchesFormat(value as string, format) ? null : 'validation.format';
}

export interface LengthLimit {
  maxLength?: number | undefined;
  exactLength?: number | undefined;
}

/**
 * At most `maxLength`, or exactly `exactLength` characters. Lengths count code points, as zod's
 * `.max()` and JSON Schema's `maxLength` do, so the form, the server and the document agree.
 */
export function lengthProblem(value: string | null | undefined, limit: LengthLimit): ValidationKey | null {
  if (isEmptyValue(value)) return null;
  const length = textLength(value as string);
  if (limit.exactLength !== undefined) {
    if (length > limit.exactLength) return 'validation.tooLong';
    if (length < limit.exactLength) return 'validation.tooShort';
  }
  if (limit.maxLength !== undefined && length > limit.maxLength) return 'validation.tooLong';
  return null;
}

export interface FieldRule extends LengthLimit {
  required: boolean;
  format?: string | undefined;
}

/**
 * The first problem of one service-option field (see serviceOptionFieldSchema): required, then
 * format, then length. A format name this package does not know is not checked: tariff data may
 * carry one before the web app learns it, and the carrier still validates the booking.
 */
export function serviceOptionFieldProblem(
  value: string | null | undefined,
  field: FieldRule,
): ValidationKey | null {
  if (field.required) {
    const missing = requiredProblem(value);
    if (missing) return missing;
  }
  if (field.format !== undefined && isValidationFormat(field.format)) {
    const wrong = formatProblem(value, field.format);
    if (wrong) return wrong;
  }
  return lengthProblem(value, field);
}
