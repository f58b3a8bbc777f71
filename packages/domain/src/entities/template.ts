import type { z } from 'zod';
import { freightServiceSchema } from '../api/freight-service.ts';

/**
 * The freight service template of SPEC §3: exactly its fields, taken from the API's
 * freightServiceSchema (which adds the id and the limits pricing uses), so the two never drift.
 */
export const freightServiceTemplateSchema = freightServiceSchema.pick({
  templateSubject: true,
  templateName: true,
  code: true,
  addService: true,
  priceCode: true,
  priceTransportProduct: true,
  priceSupplier: true,
  priceInfo: true,
  instruction: true,
  deliveryMinDays: true,
  deliveryMaxDays: true,
  deliveryInfo: true,
  trackingUrl: true,
  supplier: true,
  supplierId: true,
  serviceId: true,
  textId: true,
  paymentCollect: true,
  hidePriceless: true,
  locationFinder: true,
  locationFinderUPS: true,
  pickupTime: true,
  returnService: true,
  noPickupTemplateExists: true,
  mandatoryNameConsignor: true,
  mandatoryNameConsignee: true,
  mandatoryMobileConsignor: true,
  mandatoryMobileConsignee: true,
  packageTypes: true,
  fixedPrices: true,
  logo: true,
});
export type FreightServiceTemplate = z.infer<typeof freightServiceTemplateSchema>;
