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
 * The string every request field is built from, so that a schema says what the API enforces:
 * refused at the edge as a 400, never deep in a query as a 500.
 */
export const textSchema = z.string().superRefine((s, ctx) => {
  const problem = textProblem(s);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An integer a PostgreSQL `integer` column holds. */
export const int4Schema = z.number().int().min(INT4_MIN).max(INT4_MAX);
/** An id: a positive PostgreSQL `integer`. */
export const positiveIdSchema = z.number().int().positive().max(INT4_MAX);
/** An id in a path or query, where it arrives as text. */
export const idTextSchema = z.coerce.number().int().positive().max(INT4_MAX);
