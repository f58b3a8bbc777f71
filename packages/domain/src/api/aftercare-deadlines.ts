import { z } from 'zod';
import { isoDateSchema } from '../entities/dates.ts';
import { idTextSchema } from '../entities/primitives.ts';

/**
 * The receiver's notice periods under Swedish transport law that a complaint or a claim must meet
 * (periods and sources in docs/rules.md): hidden damage, delay, and the time bar.
 */
export const AFTERCARE_DEADLINE_KINDS = ['hiddenDamage', 'delay', 'timeBar'] as const;
export type AftercareDeadlineKind = (typeof AFTERCARE_DEADLINE_KINDS)[number];

/** How the goods travel, which sets the periods: road, or air for the courier services. */
export const AFTERCARE_MODES = ['road', 'air'] as const;
export type AftercareMode = (typeof AFTERCARE_MODES)[number];

export const aftercareDeadlineSchema = z.object({
  kind: z.enum(AFTERCARE_DEADLINE_KINDS),
  /** The last day to give notice (Europe/Stockholm). */
  lastDay: isoDateSchema,
  /** Two days or fewer left: the screens warn. */
  near: z.boolean(),
  passed: z.boolean(),
});
export type AftercareDeadline = z.infer<typeof aftercareDeadlineSchema>;

/** GET /consignment/deadlines/{id}. */
export const aftercareDeadlinesParamsSchema = z.object({ id: idTextSchema });
export const aftercareDeadlinesResponseSchema = z.object({
  consignmentId: z.number().int(),
  mode: z.enum(AFTERCARE_MODES),
  /** The delivered day from the carrier's event, or the expected one until it lands. */
  deliveredOn: isoDateSchema.nullable(),
  /** True while `deliveredOn` is the expected day, not the carrier's delivered event. */
  estimated: z.boolean(),
  deadlines: z.array(aftercareDeadlineSchema),
});
export type AftercareDeadlinesResponse = z.infer<typeof aftercareDeadlinesResponseSchema>;
