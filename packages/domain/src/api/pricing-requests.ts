import { z } from 'zod';
import { goodsItemSchema } from '../entities/consignment.ts';
import { carrierListEntrySchema, consigneeTypes } from '../entities/customer.ts';
import { isoDateSchema } from '../entities/dates.ts';
import { insuredGoodsValueSchema } from '../rules/insurance.ts';

const goods = goodsItemSchema.shape;

/**
 * What pricing reads of a goods item. Measures are bounded: a negative, zero or absurd weight or
 * dimension is a 400, never a price. Without `isStackable` the domain rule decides
 * (`isStackable`): goods that take loading metres do not stack.
 */
export const priceableGoodsItemSchema = z.object({
  noOfPackages: goods.noOfPackages,
  weight: goods.weight.positive(),
  length: goods.length.positive(),
  width: goods.width.positive(),
  height: goods.height.positive(),
  packageType: goods.packageType,
  isStackable: goods.isStackable.optional(),
});

const priceableAddressSchema = z.object({
  countrycode: z
    .string()
    .max(2)
    .transform((c) => c.toUpperCase()),
  postcode: z.string().max(12).default(''),
});

/**
 * What pricing reads of a consignment. The web app may send its whole draft; every other field is
 * dropped here (zod objects strip what they do not name), so nothing unread travels further.
 */
export const priceableConsignmentSchema = z.object({
  parts: z.array(z.object({ role: z.string().max(40), address: priceableAddressSchema })).max(5),
  goodsItem: z.array(priceableGoodsItemSchema).min(1).max(50),
  transportProduct: z
    .object({
      serviceOption: z
        .array(z.object({ type: z.string().max(60) }))
        .max(20)
        .optional(),
      /** The fuel surcharge in force on the pickup day applies; empty means today. */
      pickup: z.object({ date: z.union([isoDateSchema, z.literal('')]).optional() }).optional(),
    })
    .optional(),
  insuranceDisabled: z.boolean().optional(),
  insuranceGoodsValue: insuredGoodsValueSchema.nullable().optional(),
  consigneeType: z.enum(consigneeTypes).optional(),
  noPickup: z.boolean().optional(),
});
export type PriceableConsignment = z.infer<typeof priceableConsignmentSchema>;

export const priceRequestSchema = z.array(priceableConsignmentSchema).min(1).max(20);

export const freightServiceFilterRequestSchema = z.object({
  consignment: priceableConsignmentSchema,
  consigneeType: z.enum(consigneeTypes).optional(),
  guaranteeService: z.boolean().optional(),
  custId: z.number().int().optional(),
  memberLevel: z.number().int().optional(),
  carriers: z
    .array(carrierListEntrySchema.partial().extend({ code: z.number().int() }))
    .max(20)
    .optional(),
});
export type FreightServiceFilterRequest = z.infer<typeof freightServiceFilterRequestSchema>;
