import { z } from 'zod';
import { consignmentSchema } from '../entities/consignment.ts';
import { printFormats } from '../entities/customer.ts';
import { idListSchema, positiveIdSchema, zeroOneFlagSchema } from './common.ts';

/** POST /consignment/?temp=0|1: temp=1 saves a temporary (unbooked) shipment; default 0. */
export const consignmentSaveQuerySchema = z.object({ temp: zeroOneFlagSchema.default(false) });
export const consignmentSaveRequestSchema = consignmentSchema;

/** PUT /consignment/ and PUT /consignment/book/ change a saved consignment, so its id is required. */
export const consignmentUpdateRequestSchema = consignmentSchema.extend({ consignmentId: positiveIdSchema });
export const consignmentBookRequestSchema = consignmentUpdateRequestSchema;

/**
 * POST /consignment/print/{id}/?format=: without a format, the customer's printFormat setting
 * (DEFAULT_PRINT_FORMAT when unset), so the server, not the page, knows the preference.
 */
export const consignmentPrintQuerySchema = z.object({ format: z.enum(printFormats).optional() });

/** POST /consignment/delete/: the consignment ids. */
export const consignmentDeleteRequestSchema = idListSchema;

/** What every consignment call answers (SPEC §7): the consignments and errors, one per code. */
export const consignmentResponseSchema = z.object({
  consignments: z.array(consignmentSchema),
  errors: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type ConsignmentResponse = z.infer<typeof consignmentResponseSchema>;
