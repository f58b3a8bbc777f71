import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/countries.ts';
import { GOODS_DESCRIPTION_MAX_LENGTH } from '../constants/limits.ts';
import { PACKAGE_TYPE_CODES } from '../constants/package-types.ts';
import { newGoodsItemId } from '../rules/goods-item.ts';
import { int4Schema, textSchema } from './primitives.ts';
import { servicePointSchema } from './service-point.ts';

/** Parts of a consignment, in the order responses are normalised to (SPEC §4). */
export const PART_ROLES = [
  'consignor',
  'consignee',
  'receivingAgent',
  'pickupAddress',
  'customsVATPayer',
] as const;
export type PartRole = (typeof PART_ROLES)[number];
export const CONSIGNOR_PART_ID = 1;
export const CONSIGNEE_PART_ID = 2;

const text = (max: number) => textSchema.max(max);

export const addressSchema = z.object({
  id: int4Schema.nullable(),
  name: text(100),
  /** Two address lines: street and, optionally, c/o or building. */
  address: z.tuple([text(100), text(100)]),
  postcode: text(12),
  city: text(60),
  state: text(40),
  countrycode: textSchema.length(2),
});
export type Address = z.infer<typeof addressSchema>;

const notifiedSchema = z.object({ value: text(100), notify: z.boolean() });

export const communicationSchema = z.object({
  contactPerson: text(100),
  phone: text(30),
  mobile: notifiedSchema,
  email: notifiedSchema,
});
export type Communication = z.infer<typeof communicationSchema>;

export const referenceSchema = z.object({
  reference: text(60).optional(),
  customerNo: text(60).optional(),
});

export const partSchema = z.object({
  role: z.enum(PART_ROLES),
  id: z.number().int(),
  account: text(40),
  address: addressSchema,
  communication: communicationSchema,
  reference: referenceSchema,
});
export type Part = z.infer<typeof partSchema>;

export const goodsItemSchema = z.object({
  id: textSchema.length(6),
  noOfPackages: z.number().int().min(1).max(999),
  weight: z.number().min(0).max(50_000),
  volume: z.number().min(0),
  length: z.number().min(0).max(2_000),
  width: z.number().min(0).max(2_000),
  height: z.number().min(0).max(2_000),
  loadingMetres: z.number().min(0),
  packageType: z.enum(PACKAGE_TYPE_CODES),
  /** What the goods are ("varuslag"), as the carriers, customs and the freight document read it. */
  goodsType: text(GOODS_DESCRIPTION_MAX_LENGTH),
  tag: text(40),
  isStackable: z.boolean(),
  isReadOnly: z.boolean(),
  readOnly: z.boolean(),
});
export type GoodsItem = z.infer<typeof goodsItemSchema>;

export const instructionSchema = z.object({ type: text(40).optional(), text: text(500) });

export const transportProductSchema = z.object({
  code: text(40),
  delivery: z.object({ instruction: z.array(instructionSchema).max(10) }),
  pickup: z.object({
    date: text(10),
    earliest: text(30),
    latest: text(30),
    instruction: z.array(instructionSchema).max(10),
  }),
  tod: z.object({ combiterm: text(10), countrycode: text(2), location: text(100), notes: text(500) }),
  /** An added service: its type and the values typed into its fields (text, numbers, flags). */
  serviceOption: z
    .array(z.object({ type: text(60) }).catchall(z.union([text(500), z.number(), z.boolean()])))
    .max(20),
  templateName: text(100),
  /**
   * Where a `locationFinder`/`locationFinderUPS` template delivers instead of the receiver's door,
   * chosen in step 3 (issue 31.6); null otherwise. Saved consignments from before it read as null.
   */
  servicePoint: servicePointSchema.nullable().default(null),
  errors: z.array(z.object({ code: textSchema, description: textSchema })),
});
export type TransportProduct = z.infer<typeof transportProductSchema>;

export const consignmentSchema = z.object({
  orderNo: text(20).nullable(),
  consignmentId: z.number().int().nullable(),
  consignmentNo: text(40).nullable(),
  templateName: text(100),
  owner: z.number().int().nullable(),
  senderOrderRef: text(60),
  insuranceDisabled: z.boolean(),
  insuranceGoodsValue: z.number().min(0).max(1_000_000).nullable(),
  parts: z.array(partSchema).min(2).max(5),
  goodsItem: z.array(goodsItemSchema).min(1).max(50),
  transportProduct: transportProductSchema,
  errors: z.array(z.object({ code: textSchema, description: textSchema })),
});
export type Consignment = z.infer<typeof consignmentSchema>;

export function newAddress(): Address {
  return {
    id: null,
    name: '',
    address: ['', ''],
    postcode: '',
    city: '',
    state: '',
    countrycode: DEFAULT_COUNTRY,
  };
}

export function newPart(role: PartRole, id: number): Part {
  return {
    role,
    id,
    account: '',
    address: newAddress(),
    communication: {
      contactPerson: '',
      phone: '',
      mobile: { value: '', notify: false },
      email: { value: '', notify: false },
    },
    reference: role === 'consignee' ? { customerNo: '', reference: '' } : { reference: '' },
  };
}

/**
 * A goods item with the defaults of SPEC §3: one parcel, stackable. Its description starts empty,
 * not as SPEC's "Standard": step 3 asks what the goods are, which no placeholder can say.
 */
export function newGoodsItem(random: () => number = Math.random): GoodsItem {
  return {
    id: newGoodsItemId(random),
    noOfPackages: 1,
    weight: 0,
    volume: 0,
    length: 0,
    width: 0,
    height: 0,
    loadingMetres: 0,
    packageType: 'parcel',
    goodsType: '',
    tag: 'parcel',
    isStackable: true,
    isReadOnly: false,
    readOnly: false,
  };
}

/** A new consignment: consignor (id 1) then consignee (id 2), both in SE, and one goods item. */
export function newConsignment(random: () => number = Math.random): Consignment {
  return {
    orderNo: null,
    consignmentId: null,
    consignmentNo: null,
    templateName: '',
    owner: null,
    senderOrderRef: '',
    insuranceDisabled: false,
    insuranceGoodsValue: null,
    parts: [newPart('consignor', CONSIGNOR_PART_ID), newPart('consignee', CONSIGNEE_PART_ID)],
    goodsItem: [newGoodsItem(random)],
    transportProduct: {
      code: '',
      delivery: { instruction: [] },
      pickup: { date: '', earliest: '', latest: '', instruction: [] },
      tod: { combiterm: '', countrycode: '', location: '', notes: '' },
      serviceOption: [],
      templateName: '',
      servicePoint: null,
      errors: [],
    },
    errors: [],
  };
}
