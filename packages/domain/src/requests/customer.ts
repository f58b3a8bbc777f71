import { z } from 'zod';
import { languages } from '../constants/languages.ts';
import { carrierListEntrySchema, consigneeTypes, printFormats } from '../entities/customer.ts';
import { filledTextSchema, positiveIdSchema, textSchema } from '../entities/primitives.ts';
import {
  type CompanyDetails,
  companyDetailsProblems,
  DETAILS_MAX_LENGTH,
  normaliseCompanyDetails,
  normalisePersonalDetails,
  type PersonalDetails,
  PHONE_OR_EMPTY,
  type Problems,
  personalDetailsProblems,
} from '../rules/company-details.ts';
import { insuredGoodsValueSchema } from '../rules/insurance.ts';
import { POSTCODE_MAX_LENGTH } from '../rules/postcode.ts';

/**
 * The settings a customer may change on themselves, each with its own value type: SPEC §7's ten,
 * the language of the mails the product writes to them, and one switch per tracking notice
 * (`TRACKING_NOTICE_SETTINGS`, on unless turned off).
 */
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
  z.object({ setting: z.literal('language'), value: z.enum(languages) }),
  z.object({ setting: z.literal('trackingMailReceiverPickup'), value: z.boolean() }),
  z.object({ setting: z.literal('trackingMailReceiverOutForDelivery'), value: z.boolean() }),
  z.object({ setting: z.literal('trackingMailSenderDelivered'), value: z.boolean() }),
  z.object({ setting: z.literal('trackingMailSenderException'), value: z.boolean() }),
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

// The lengths, required fields and phone format as the rule enforces them, so that the OpenAPI
// document says them; the rule adds what no schema can say (check digits, a country's postcodes).
const L = DETAILS_MAX_LENGTH;
const upTo = (max: number) => textSchema.max(max, 'validation.tooLong');
const filled = (max: number) => filledTextSchema.max(max, 'validation.tooLong');
const phone = (max: number) => upTo(max).regex(PHONE_OR_EMPTY, 'validation.phone');

/** PUT /customer/company/{id}: the company's details; administrators (customer level 1) only. */
export const customerCompanyRequestSchema = z
  .object({
    company: filled(L.company),
    orgNo: filled(20),
    address: filled(L.address),
    address2: upTo(L.address2).default(''),
    postcode: upTo(POSTCODE_MAX_LENGTH),
    city: filled(L.city),
    state: upTo(L.state).default(''),
    country: textSchema.max(2),
  })
  .superRefine(refineWith<CompanyDetails>(companyDetailsProblems))
  .transform(normaliseCompanyDetails);
export type CustomerCompanyRequest = z.input<typeof customerCompanyRequestSchema>;

/** PUT /customer/details/{id}: the signed-in user's own name and numbers. */
export const customerDetailsRequestSchema = z
  .object({
    firstName: filled(L.firstName),
    lastName: filled(L.lastName),
    phone: phone(L.phone).default(''),
    mobile: phone(L.mobile).default(''),
  })
  .superRefine(refineWith<PersonalDetails>(personalDetailsProblems))
  .transform(normalisePersonalDetails);
export type CustomerDetailsRequest = z.input<typeof customerDetailsRequestSchema>;

export const pageViewRequestSchema = z.object({
  path: textSchema.min(1).max(500),
  title: textSchema.max(300).default(''),
});
