import { z } from 'zod';
import { carrierListEntrySchema, consigneeTypes, printFormats } from '../entities/customer.ts';
import { positiveIdSchema, textSchema } from '../entities/primitives.ts';
import {
  type CompanyDetails,
  companyDetailsProblems,
  DETAILS_MAX_LENGTH,
  normaliseCompanyDetails,
  normalisePersonalDetails,
  type PersonalDetails,
  type Problems,
  personalDetailsProblems,
} from '../rules/company-details.ts';
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

export const agreementNoResponseSchema = z.object({
  supplierId: z.number().int(),
  agreementNo: z.string(),
  /** True when the customer has no agreement of their own and the carrier's default applies (SPEC §9). */
  isDefault: z.boolean(),
});
export type AgreementNoResponse = z.infer<typeof agreementNoResponseSchema>;

/** Each field's problem becomes an issue at that field, so a 400 names what is wrong. */
function refineWith<T>(check: (v: T) => Problems<T>) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const [field, problem] of Object.entries(check(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message: String(problem) });
    }
  };
}

// Bounded before the rule reads them; the rule gives the per-field reasons.
const bounded = textSchema.max(200);

/** PUT /customer/company/{id}: the company's details; administrators (customer level 1) only. */
export const customerCompanyRequestSchema = z
  .object({
    company: bounded,
    orgNo: textSchema.max(20),
    address: bounded,
    address2: bounded.default(''),
    postcode: textSchema.max(20),
    city: bounded,
    state: bounded.default(''),
    country: textSchema.max(2),
  })
  .superRefine(refineWith<CompanyDetails>(companyDetailsProblems))
  .transform(normaliseCompanyDetails);
export type CustomerCompanyRequest = z.input<typeof customerCompanyRequestSchema>;

/** PUT /customer/details/{id}: the signed-in user's own name and numbers. */
export const customerDetailsRequestSchema = z
  .object({
    firstName: textSchema.max(DETAILS_MAX_LENGTH.firstName * 2),
    lastName: textSchema.max(DETAILS_MAX_LENGTH.lastName * 2),
    phone: textSchema.max(DETAILS_MAX_LENGTH.phone * 2).default(''),
    mobile: textSchema.max(DETAILS_MAX_LENGTH.mobile * 2).default(''),
  })
  .superRefine(refineWith<PersonalDetails>(personalDetailsProblems))
  .transform(normalisePersonalDetails);
export type CustomerDetailsRequest = z.input<typeof customerDetailsRequestSchema>;

export const pageViewRequestSchema = z.object({
  path: textSchema.min(1).max(500),
  title: textSchema.max(300).default(''),
});
