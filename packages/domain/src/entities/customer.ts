import { z } from 'zod';
import { DEFAULT_LANGUAGE, languages } from '../constants/languages.ts';
import { int4Schema, positiveIdSchema, textSchema } from './primitives.ts';

export const carrierListEntrySchema = z.object({
  code: positiveIdSchema,
  name: textSchema.min(1).max(100),
  logoName: textSchema.max(100),
  priceSupplier: int4Schema.nonnegative(),
  active: z.boolean(),
});
export type CarrierListEntry = z.infer<typeof carrierListEntrySchema>;

/** Laser A4 PDF, thermal label PDF (100 × 150 mm) or ZPL for label printers. */
export const printFormats = ['PDF', 'LABEL', 'ZPL'] as const;
export type PrintFormat = (typeof printFormats)[number];
export const consigneeTypes = ['company', 'private'] as const;
export type ConsigneeType = (typeof consigneeTypes)[number];

export const customerSchema = z.object({
  id: z.number().int(),
  compId: z.number().int(),
  integrationId: z.string().nullable(),
  customerLevel: z.number().int(),
  /** The admin check in the web app reads this spelling; it mirrors customerLevel. */
  custLevel: z.number().int(),
  memberLevel: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  company: z.string(),
  orgNo: z.string(),
  address: z.string(),
  address2: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  filterContacts: z.boolean(),
  primaryContactId: z.number().int().nullable(),
  archivedComplaints: z.boolean(),
  showAllBooked: z.boolean(),
  creditLimit: z.number(),
  printFormat: z.enum(printFormats),
  priceList: z.number().int(),
  moduleMessageRead: z.boolean(),
  carriers: z.array(carrierListEntrySchema),
  creditBlock: z.boolean(),
  insuranceDisabled: z.boolean(),
  insuranceGoodsValue: z.number().nullable(),
  noPickup: z.boolean(),
  consigneeType: z.enum(consigneeTypes),
  hasUnviewedNewsArticles: z.boolean().default(false),
  /** The language of the mails the product writes to this user (tracking notices). */
  language: z.enum(languages).default(DEFAULT_LANGUAGE),
  /** The tracking notices of the shipments this user books; each is on unless turned off. */
  trackingMailReceiverPickup: z.boolean().default(true),
  trackingMailReceiverOutForDelivery: z.boolean().default(true),
  trackingMailSenderDelivered: z.boolean().default(true),
  trackingMailSenderException: z.boolean().default(true),
});
export type Customer = z.infer<typeof customerSchema>;
