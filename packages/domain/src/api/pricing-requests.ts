import { z } from 'zod';
import { goodsItemSchema } from '../entities/consignment.ts';
import { carrierListEntrySchema, consigneeTypes } from '../entities/customer.ts';

const goods = goodsItemSchema.shape;

/**
 * What pricing reads of a consignment. Other consignment fields pass through untouched, so the
 * web app can send its whole draft. Measures are bounded: a negative or absurd weight or
 * dimension is a 400, never a price.
 */
export const priceableGoodsItemSchema = z
  .object({
    noOfPackages: goods.noOfPackages,
    weight: goods.weight.positive(),
    length: goods.length,
    width: goods.width,
    height: goods.height,
    packageType: goods.packageType,
    isStackable: goods.isStackable.default(true),
  })
  .passthrough();

const priceableAddressSchema = z
  .object({
    countrycode: z
      .string()
      .max(2)
      .transform((c) => c.toUpperCase()),
    postcode: z.string().max(12).default(''),
  })
  .passthrough();

export const priceableConsignmentSchema = z
  .object({
    parts: z
      .array(z.object({ role: z.string().max(40), address: priceableAddressSchema }).passthrough())
      .max(5),
    goodsItem: z.array(priceableGoodsItemSchema).min(1).max(50),
    transportProduct: z
      .object({
        serviceOption: z
          .array(z.object({ type: z.string().max(60) }).passthrough())
          .max(20)
          .optional(),
      })
      .passthrough()
      .optional(),
    insuranceDisabled: z.boolean().optional(),
    insuranceGoodsValue: z.number().min(0).max(1_000_000).nullable().optional(),
    consigneeType: z.enum(consigneeTypes).optional(),
    noPickup: z.boolean().optional(),
  })
  .passthrough();
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
