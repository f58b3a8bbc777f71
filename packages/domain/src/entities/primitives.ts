import { z } from 'zod';

/** PostgreSQL's `integer`: every id and count column; a larger number never reaches a query. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Half of a UTF-16 pair without its other half: no character at all, and jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The string every request field is built from. PostgreSQL cannot store the null character in
 * text, so it is refused here, at the edge, as a 400 rather than deep in a query as a 500.
 */
export const textSchema = z
  .string()
  .refine((s) => !s.includes('\u0000'), { message: 'must not contain the null character' })
  .refine((s) => !LONE_SURROGATE.test(s), { message: 'must be well-formed Unicode' });

/** An integer a PostgreSQL `integer` column holds. */
export const int4Schema = z.number().int().min(INT4_MIN).max(INT4_MAX);
/** An id: a positive PostgreSQL `integer`. */
export const positiveIdSchema = z.number().int().positive().max(INT4_MAX);
/** An id in a path or query, where it arrives as text. */
export const idTextSchema = z.coerce.number().int().positive().max(INT4_MAX);
