import { z } from 'zod';
import { MAX_BULK_IDS } from '../constants/limits.ts';
import { isoDateSchema } from '../entities/dates.ts';
import { idTextSchema, positiveIdSchema } from '../entities/primitives.ts';

/** Kept here too: request schemas import their building blocks from this module. */
export { positiveIdSchema };

// Building blocks of the request schemas. Path and query values arrive as strings, so their
// numbers are coerced; bodies are JSON and take numbers as they are.

export const idParamsSchema = z.object({ id: idTextSchema });
export const custIdParamsSchema = z.object({ custId: idTextSchema });

/** The body of a bulk operation: the ids it applies to, at least one, never unbounded. */
export const idListSchema = z.array(positiveIdSchema).min(1).max(MAX_BULK_IDS);

/** SPEC §7 query flags are written 0 or 1; the handler reads a boolean. */
export const zeroOneFlagSchema = z.enum(['0', '1']).transform((v) => v === '1');
/** `?checked=0|1` of the bulk flag endpoints (contacts' sender/receiver/…, complaints' mark). */
export const checkedQuerySchema = z.object({ checked: zeroOneFlagSchema });

export const dateRangeShape = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.meta({ description: 'The last day, not before from' }).optional(),
};

/** A list's `pageSize`: one of the sizes the list offers, listed in the OpenAPI document. */
export function pageSizeSchema(sizes: readonly number[], fallback: number) {
  return z.coerce
    .number()
    .int()
    .refine((n) => sizes.includes(n), `page size ${sizes.join(', ')}`)
    .meta({ enum: [...sizes] })
    .default(fallback);
}

/** Refinement for a query with `from` and `to`: an empty range is the caller's mistake. */
export function fromNotAfterTo(q: { from?: string | undefined; to?: string | undefined }): boolean {
  return q.from === undefined || q.to === undefined || q.from <= q.to;
}
export const dateOrderIssue = { message: 'from is after to', path: ['to'] };

export const dateRangeQuerySchema = z.object(dateRangeShape).refine(fromNotAfterTo, dateOrderIssue);

/**
 * An answer that is a file's bytes (a PDF, a ZPL stream, an uploaded document), not JSON: in the
 * OpenAPI document a binary string of the media type the answer declares.
 */
export const fileResponseSchema = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: "The file's bytes" });
