import { z } from 'zod';
import { carrierListEntrySchema, consigneeTypes, printFormats } from '../entities/customer.ts';
import { positiveIdSchema, textSchema } from '../entities/primitives.ts';
import { insuredGoodsValueSchema } from '../rules/insurance.ts';

/** The ten settings a customer may change on themselves (SPEC §7), each with its own value type. */
export const customerSettingRequestSchema = z.discriminatedUnion('setting', [
  z.object({ setting: z.literal('filterContacts'), value: z.boolean() }),
  z.object({ setting: z.literal('primaryContactId'), value: positiveIdSchema.nullable() }),
  z.object({ setting: z.literal('archivedComplaints'), value: z.boolean() }),
  z.object({ setting: z.literal('showAllBooked'), value: z.boolean() }),
  z.object({ setting: z.literal('printFormat'), value: z.enum(printFormats) }),
  z.object({ setting: z.literal('moduleMessage'), value: z.boolean() }),
  z.object({ setting: z.literal('insuranceDisabled'), value: z.boolean() }),
  z.object({ setting: z.literal('insuranceGoodsValue'), value: insuredGoodsValueSchema.nullable() }),
  z.object({ setting: z.literal('noPickup'), value: z.boolean() }),
  z.object({ setting: z.literal('consigneeType'), value: z.enum(consigneeTypes) }),
]);
export type CustomerSettingRequest = z.infer<typeof customerSettingRequestSchema>;
export const CUSTOMER_SETTINGS = customerSettingRequestSchema.options.map((o) => o.shape.setting.value);

export const customerCarriersRequestSchema = z.array(carrierListEntrySchema).max(50);

export const agreementNoResponseSchema = z.object({ supplierId: z.number().int(), agreementNo: z.string() });

export const pageViewRequestSchema = z.object({
  path: textSchema.min(1).max(500),
  title: textSchema.max(300).default(''),
});
