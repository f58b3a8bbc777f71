import { z } from 'zod';
import { bankAccountIssue } from '../rules/bank-account.ts';
import { aftercareFileSchema } from './complaint.ts';
import { dateTimeSchema } from './dates.ts';
import { textSchema } from './primitives.ts';

/** What happened to insured goods. */
export const CLAIM_KINDS = ['damage', 'loss', 'delay'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * Where an insurance claim stands: `draft` until it is submitted to the insurer, then as the
 * insurer decides (recorded by an administrator of the company).
 */
export const CLAIM_STATUSES = [
  'draft',
  'submitted',
  'inReview',
  'approved',
  'partlyApproved',
  'rejected',
  'paid',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How the insurer pays a settled claim: a Swedish Bankgiro, PlusGiro or bank account. */
export const BANK_ACCOUNT_TYPES = ['bankgiro', 'plusgiro', 'bank'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * Checked by its check digits (rules/bank-account.ts): a problem is an issue on its field whose
 * message is the problem's code (`bankaccount.check_digit` …), which the API answers and the web
 * app translates. Spaces and dashes may be typed; the server stores digits only.
 */
export const bankAccountSchema = z
  .object({
    type: z.enum(BANK_ACCOUNT_TYPES),
    /** The clearing number of a bank account (4 or 5 digits); '' for Bankgiro and PlusGiro. */
    clearing: textSchema.max(10),
    /** The account, Bankgiro or PlusGiro number, digits as stored (no spaces or dashes). */
    number: textSchema.max(20),
  })
  .superRefine((account, ctx) => {
    const issue = bankAccountIssue(account);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.problem });
  });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** An insurance claim on an insured booked shipment. */
export const claimSchema = z.object({
  id: z.number().int().positive(),
  /** The insurer's reference, given when submitted ('' for a draft): e.g. `SK-2026-000123`. */
  claimNo: z.string().max(30),
  consignmentId: z.number().int(),
  consignmentNo: z.string().max(60),
  custId: z.number().int(),
  createdBy: z.string().max(200),
  createdDate: dateTimeSchema,
  submittedDate: dateTimeSchema.nullable(),
  kind: z.enum(CLAIM_KINDS),
  /** What happened, in the user's words. */
  description: z.string().max(5000),
  /** The amount claimed in SEK: at most the insured value. */
  amount: z.number(),
  /** The shipment's insured goods value in SEK, the ceiling of the amount. */
  insuredValue: z.number(),
  bankAccount: bankAccountSchema,
  status: z.enum(CLAIM_STATUSES),
  files: z.array(aftercareFileSchema),
});
export type Claim = z.infer<typeof claimSchema>;
