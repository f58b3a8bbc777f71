import { z } from 'zod';
import { idListSchema } from './common.ts';

/** POST /consignment/print/?format=: the consignment ids, printed in this order into one file. */
export const consignmentBulkPrintRequestSchema = idListSchema;

/** Why a shipment asked for was not printed. */
export const PRINT_REFUSAL_REASONS = [
  'archived',
  'notBooked',
  'cancelled',
  'noPackages',
  'customsInvoiceMissing',
  'customsInvoiceIncomplete',
  'carrierLabelUnreadable',
] as const;
export type PrintRefusalReason = (typeof PRINT_REFUSAL_REASONS)[number];

/** The error code a refusal answers with, and whose translated text the page shows for it. */
export const PRINT_REFUSAL_CODES = {
  archived: 'print.archived',
  notBooked: 'print.not_booked',
  cancelled: 'print.cancelled',
  noPackages: 'print.not_booked',
  customsInvoiceMissing: 'print.customs_invoice_missing',
  customsInvoiceIncomplete: 'customs.invoice_incomplete',
  carrierLabelUnreadable: 'print.carrier_label_unreadable',
} as const satisfies Record<PrintRefusalReason, string>;

export const printRefusalSchema = z.object({ id: z.number().int(), reason: z.enum(PRINT_REFUSAL_REASONS) });
export type PrintRefusal = z.infer<typeof printRefusalSchema>;

/**
 * A bulk print answers the file itself; the shipments left out travel in this header as JSON
 * (`[{"id":12,"reason":"archived"}]`, `[]` when none), so the page can name them beside the file.
 */
export const PRINT_REFUSED_HEADER = 'x-skeppa-refused';
export const printRefusedHeaderSchema = z.array(printRefusalSchema);

export function parsePrintRefusedHeader(value: string | null | undefined): PrintRefusal[] {
  if (!value) return [];
  try {
    const parsed = printRefusedHeaderSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
