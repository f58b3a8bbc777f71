import { z } from 'zod';

/** What a line of a price breakdown is for; the surcharge kinds of the tariff data are among them. */
export const quoteLineCodes = [
  'freight',
  'fuel',
  'pickup',
  'privateConsignee',
  'bigCity',
  'preNotice',
  'serviceOption',
  'insurance',
] as const;
export type QuoteLineCode = (typeof quoteLineCodes)[number];

/** One line of a price breakdown; the web app translates `code` (and shows labels of added services). */
export const quoteLineSchema = z.object({
  code: z.enum(quoteLineCodes),
  type: z.string().optional(),
  labelSv: z.string().optional(),
  labelEn: z.string().optional(),
  percent: z.number().optional(),
  amount: z.number(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const serviceOptionFieldSchema = z.object({
  name: z.string(),
  labelSv: z.string(),
  labelEn: z.string(),
  required: z.boolean(),
  format: z.string().optional(),
  maxLength: z.number().int().optional(),
  exactLength: z.number().int().optional(),
});

/**
 * An added service as a price list shows it: its name and price for these goods. The fields it
 * asks for are details of the one service chosen (`GET /freightservice/option/{id}`); which
 * services were priced in shows in the quote's lines.
 */
export const offeredServiceOptionSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  labelSv: z.string(),
  labelEn: z.string(),
  price: z.number(),
  perPackage: z.boolean(),
});

export const chargeableWeightRules = ['actual', 'volume', 'loadingMetres', 'fixed'] as const;
export type ChargeableWeightRule = (typeof chargeableWeightRules)[number];

/**
 * A priced freight service for one consignment of the request, as the price list shows it: what
 * the list and its breakdown show and what choosing it needs, nothing more (decision 351). The
 * template name's flags (`templateNameFlags`) and the added services' fields are not repeated
 * on every quote. Money in SEK, 2 decimals.
 */
export const quoteSchema = z.object({
  consignmentIndex: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  templateSubject: z.string(),
  supplier: z.string(),
  supplierId: z.number().int(),
  logo: z.string(),
  price: z.number(),
  vat: z.number(),
  total: z.number(),
  currency: z.string(),
  chargeableWeight: z.number(),
  chargeableWeightRule: z.enum(chargeableWeightRules),
  actualWeight: z.number(),
  deliveryMinDays: z.number().int(),
  deliveryMaxDays: z.number().int(),
  lines: z.array(quoteLineSchema),
  serviceOptions: z.array(offeredServiceOptionSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What the order of the services reads: the amount to pay and the delivery days. */
export interface QuoteOrder {
  total: number;
  deliveryMinDays: number;
  deliveryMaxDays: number;
}

/**
 * The order services are listed in, by the API and the web alike: the lowest total to pay first,
 * then the quicker delivery (latest day, then earliest).
 */
export function compareQuotes(a: QuoteOrder, b: QuoteOrder): number {
  return a.total - b.total || a.deliveryMaxDays - b.deliveryMaxDays || a.deliveryMinDays - b.deliveryMinDays;
}

export const unpricedSchema = z.object({
  consignmentIndex: z.number().int(),
  templateName: z.string(),
  templateSubject: z.string(),
  supplierId: z.number().int(),
  reason: z.string(),
});

export const consignmentErrorSchema = z.object({
  code: z.string(),
  description: z.string(),
  consignmentIndex: z.number().int().optional(),
});

export const priceResponseSchema = z.object({
  priceResult: z.array(quoteSchema),
  unpriced: z.array(unpricedSchema),
  errors: z.array(consignmentErrorSchema),
});
export type PriceResponse = z.infer<typeof priceResponseSchema>;

export const postcodeLookupSchema = z.object({
  countrycode: z.string(),
  postcode: z.string(),
  city: z.string(),
});
