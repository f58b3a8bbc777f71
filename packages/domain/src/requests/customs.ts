import { z } from 'zod';
import { customsInvoiceSchema } from '../entities/customs-invoice.ts';
import { dateTimeSchema } from '../entities/dates.ts';
import { idTextSchema } from '../entities/primitives.ts';
import { CUSTOMS_PROBLEM_KEYS } from '../rules/customs-invoice.ts';

/** `/consignment/customs/{id}`: the consignment's id. */
export const customsParamsSchema = z.object({ id: idTextSchema });

/** PUT /consignment/customs/{id}: the invoice as the form holds it, complete or not. */
export const customsInvoiceRequestSchema = customsInvoiceSchema;

export const customsProblemSchema = z.object({ field: z.string(), key: z.enum(CUSTOMS_PROBLEM_KEYS) });

/**
 * A shipment's customs invoice: the saved one, or (saved false) a draft filled from the
 * shipment; its problems, each a field and a translation key; whether the shipment needs one.
 */
export const customsInvoiceResponseSchema = z.object({
  consignmentId: z.number().int(),
  required: z.boolean(),
  saved: z.boolean(),
  invoice: customsInvoiceSchema,
  problems: z.array(customsProblemSchema),
  updatedAt: dateTimeSchema.nullable(),
});
export type CustomsInvoiceResponse = z.infer<typeof customsInvoiceResponseSchema>;
