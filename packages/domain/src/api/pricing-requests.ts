import { z } from 'zod';
import { goodsItemSchema } from '../entities/consignment.ts';
import { carrierListEntrySchema, consigneeTypes } from '../entities/customer.ts';
import { isoDateSchema } from '../entities/dates.ts';
import { int4Schema, textSchema } from '../entities/primitives.ts';
import { insuredGoodsValueSchema } from '../rules/insurance.ts';
import { postcodeProblem } from '../rules/postcode.ts';

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

/**
 * Sender and recipient alike: a Swedish postcode is five digits or nothing (nothing is
 * `pricing.parties_missing` later), so a typo is a 400 from pricing and the freight-service
 * filter both, never a search that finds no carrier.
 */
const priceableAddressSchema = z
  .object({
    countrycode: textSchema.max(2).transform((c) => c.toUpperCase()),
    postcode: textSchema.max(12).default(''),
  })
  .superRefine((a, ctx) => {
    const problem = postcodeProblem(a.postcode, a.countrycode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postcode'], message: problem });
  });

/**
 * What pricing reads of a consignment. The web app may send its whole draft; every other field is
 * dropped here (zod objects strip what they do not name), so nothing unread travels further.
 */
export const priceableConsignmentSchema = z.object({
  parts: z.array(z.object({ role: textSchema.max(40), address: priceableAddressSchema })).max(5),
  goodsItem: z.array(priceableGoodsItemSchema).min(1).max(50),
  transportProduct: z
    .object({
      serviceOption: z
        .array(z.object({ type: textSchema.max(60) }))
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
  custId: int4Schema.optional(),
  memberLevel: int4Schema.optional(),
  carriers: z
    .array(carrierListEntrySchema.partial().extend({ code: int4Schema }))
    .max(20)
    .optional(),
});
export type FreightServiceFilterRequest = z.infer<typeof freightServiceFilterRequestSchema>;
