import { z } from 'zod';
import { textSchema } from './primitives.ts';

/** A commercial invoice is for goods sold; a proforma for goods that are not (gift, sample, …). */
export const CUSTOMS_INVOICE_KINDS = ['commercial', 'proforma'] as const;
export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'return', 'repair', 'other'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];
/** Incoterms 2020. */
export const INCOTERMS_2020 = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export type Incoterm = (typeof INCOTERMS_2020)[number];

const text = (max: number) => textSchema.max(max);
const amount = z.number().min(0).max(100_000_000);

export const customsPartySchema = z.object({
  name: text(100),
  address: z.tuple([text(100), text(100)]),
  postcode: text(12),
  city: text(60),
  countrycode: text(2),
  vatNo: text(20),
  eori: text(17),
});
export type CustomsParty = z.infer<typeof customsPartySchema>;

export const customsLineSchema = z.object({
  description: text(200),
  hsCode: text(14),
  originCountry: text(2),
  quantity: z.number().min(0).max(1_000_000),
  unit: text(10),
  unitValue: amount,
  netWeightKg: z.number().min(0).max(50_000),
});
export type CustomsLine = z.infer<typeof customsLineSchema>;

/**
 * A customs invoice as the user fills it in. The shape takes anything of the right type, so a
 * half-filled form can be kept; `customsInvoiceProblems` says what stops it from being printed.
 */
export const customsInvoiceSchema = z.object({
  kind: z.enum(CUSTOMS_INVOICE_KINDS),
  invoiceNo: text(35),
  invoiceDate: text(10),
  exporter: customsPartySchema,
  importer: customsPartySchema,
  /** The buyer where it is not the importer. */
  buyer: customsPartySchema.nullable(),
  currency: text(3),
  incoterm: z.enum(INCOTERMS_2020).nullable(),
  namedPlace: text(100),
  reason: z.enum(EXPORT_REASONS).nullable(),
  reasonExplanation: text(200),
  lines: z.array(customsLineSchema).max(50),
  freight: amount,
  insurance: amount,
  otherCharges: amount,
  grossWeightKg: z.number().min(0).max(100_000),
  packageCount: z.number().int().min(0).max(9_999),
  waybillNo: text(40),
  declaration: text(1_000),
  signatory: z.object({ name: text(100), title: text(100), place: text(60), date: text(10) }),
});
export type CustomsInvoice = z.infer<typeof customsInvoiceSchema>;

/**
 * The exporter's declaration a new invoice starts with. In English whatever the user's language:
 * the invoice is read by the customs of the country of destination and by the carrier, as are
 * its captions (printed in Swedish and English); the user may write another.
 */
export const CUSTOMS_DECLARATION =
  'I declare that the information on this invoice is true and correct and that the contents of this shipment are as stated above.';
