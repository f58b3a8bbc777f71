import { z } from 'zod';

/** PostgreSQL's `integer`: every id and count column; a larger number never reaches a query. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Half of a UTF-16 pair without its other half: no character at all, and jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What is wrong with a text as PostgreSQL would store it, if anything: the null character (which
 * `text` cannot hold) or half of a UTF-16 pair (which `jsonb` and UTF-8 cannot). The API refuses
 * every request string it finds with either, at one place, with this message.
 */
export function textProblem(s: string): string | undefined {
  if (s.includes('\u0000')) return 'must not contain the null character';
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode';
  return undefined;
}

/**
 * Text without either: with the `u` flag a whole pair is one character above the surrogate
 * range, so only a lone half falls in it. JSON Schema patterns are Unicode patterns too, so the
 * OpenAPI document's `pattern` refuses exactly what this does.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the null character is what it refuses.
const STORABLE_TEXT = /^[^\u0000\ud800-\udfff]*$/u;

/**
 * The string every request field is built from, so that a schema says what the API enforces:
 * refused at the edge as a 400, never deep in a query as a 500. A pattern rather than a
 * refinement, so the OpenAPI document carries the rule.
 */
export const textSchema = z.string().regex(STORABLE_TEXT, {
  error: (issue) => textProblem(String(issue.input)) ?? 'must be well-formed Unicode',
});

/** A required text: more than white space (it is stored trimmed), said as a pattern. */
export const filledTextSchema = textSchema.min(1, 'validation.required').regex(/\S/, 'validation.required');

/**
 * A text's length as zod's `.max()` and JSON Schema's `maxLength` count it: in code points, so
 * an emoji is one character, as PostgreSQL counts it too.
 */
export function textLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** An integer a PostgreSQL `integer` column holds. */
export const int4Schema = z.number().int().min(INT4_MIN).max(INT4_MAX);
/** An id: a positive PostgreSQL `integer`. */
export const positiveIdSchema = z.number().int().positive().max(INT4_MAX);
/** An id in a path or query, where it arrives as text. */
export const idTextSchema = z.coerce.number().int().positive().max(INT4_MAX);
