import { z } from 'zod';
import { serviceOptionFieldSchema } from './pricing.ts';

/** A freight service template as the API presents it (SPEC §3), with its limits. */
export const freightServiceSchema = z.object({
  id: z.number().int(),
  templateSubject: z.string(),
  templateName: z.string(),
  code: z.string(),
  addService: z.string(),
  priceCode: z.string(),
  priceTransportProduct: z.string(),
  priceSupplier: z.number().int(),
  priceInfo: z.string(),
  instruction: z.string(),
  deliveryMinDays: z.number().int(),
  deliveryMaxDays: z.number().int(),
  deliveryInfo: z.string(),
  trackingUrl: z.string(),
  supplier: z.string(),
  supplierId: z.number().int(),
  serviceId: z.string(),
  textId: z.number().int().nullable(),
  paymentCollect: z.boolean(),
  hidePriceless: z.boolean(),
  locationFinder: z.boolean(),
  locationFinderUPS: z.boolean(),
  pickupTime: z.string(),
  returnService: z.boolean(),
  noPickupTemplateExists: z.boolean(),
  mandatoryNameConsignor: z.boolean(),
  mandatoryNameConsignee: z.boolean(),
  mandatoryMobileConsignor: z.boolean(),
  mandatoryMobileConsignee: z.boolean(),
  packageTypes: z.array(z.string()),
  fixedPrices: z.boolean(),
  logo: z.string(),
  consigneeTypes: z.array(z.string()),
  maxWeightPerPackage: z.number(),
  maxLength: z.number(),
  maxWidth: z.number(),
  maxHeight: z.number(),
  info: z.string(),
});
export type FreightService = z.infer<typeof freightServiceSchema>;

export const freightServiceOptionSchema = z.object({
  id: z.number().int(),
  templateName: z.string(),
  type: z.string(),
  labelSv: z.string(),
  labelEn: z.string(),
  price: z.number(),
  perPackage: z.boolean(),
  fields: z.array(serviceOptionFieldSchema),
  terms: z.string(),
});
export type FreightServiceOption = z.infer<typeof freightServiceOptionSchema>;

export const freightServiceTermSchema = z.object({
  id: z.number().int(),
  templateName: z.string(),
  templateSubject: z.string(),
  language: z.enum(['sv', 'en']),
  terms: z.string(),
});
