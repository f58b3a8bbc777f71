import { z } from 'zod';
import { languages } from '../constants/languages.ts';
import { contactSchema } from '../entities/contact.ts';
import { textSchema } from '../entities/primitives.ts';
import { pageSizeSchema, zeroOneFlagSchema } from '../requests/common.ts';

/** Columns the contact list sorts by; fullName sorts by first and then last name. */
export const CONTACT_SORT_FIELDS = [
  'company',
  'fullName',
  'address1',
  'postcode',
  'city',
  'country',
] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
/** The page sizes the list offers (SPEC §9: data tables have a configurable page size). */
export const CONTACT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CONTACT_DEFAULT_PAGE_SIZE = 25;
/**
 * The fewest characters a search takes (SPEC §5 "search minimum"): from three on, the trigram
 * index narrows the company's contacts; a shorter search would read all of them on every key.
 */
export const CONTACT_SEARCH_MIN_LENGTH = 3;
export const CONTACT_SEARCH_MAX_LENGTH = 100;
/**
 * A search counts its hits up to this many: beyond, the total reads "more than 5 000"
 * (totalCapped). Two hundred pages of 25 is more than anyone reads; a broader search is refined.
 */
export const CONTACT_SEARCH_COUNT_CAP = 5000;

/**
 * The search as the OpenAPI document says it: storable text that is empty or, trimmed, at least
 * CONTACT_SEARCH_MIN_LENGTH characters long. The service refuses a shorter one itself, with its
 * own code (`contact.search_too_short`), which the list shows as its hint.
 */
const SEARCH_IN_DOCUMENT = String.raw`^(?=[^\u0000\ud800-\udfff]*$)\s*(?:\S[\s\S]{${CONTACT_SEARCH_MIN_LENGTH - 2},}\S)?\s*$`;

const listShape = {
  sort: z.enum(CONTACT_SORT_FIELDS).default('company'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Company, name, city, postcode or reference containing it; the minimum is checked by the service. */
  search: textSchema.max(CONTACT_SEARCH_MAX_LENGTH).trim().meta({ pattern: SEARCH_IN_DOCUMENT }).default(''),
  /** Only the contacts marked as senders (consignor) or receivers (consignee), for the pickers. */
  role: z.enum(['consignor', 'consignee']).optional(),
};

/** GET /contact/customer/{custId}: one page of the contacts the caller sees. */
export const contactListQuerySchema = z.object({
  ...listShape,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(CONTACT_PAGE_SIZES, CONTACT_DEFAULT_PAGE_SIZE),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactListResponseSchema = z.object({
  contacts: z.array(contactSchema),
  /** Every contact of the list, or of a search at most CONTACT_SEARCH_COUNT_CAP; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the list holds only the caller's own contacts (their `filterContacts` setting). */
  filterContacts: z.boolean(),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** The files an export can be: the workbook, or CSV for systems that read no xlsx. */
export const CONTACT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** GET /contact/export/{custId}?format=xlsx|csv: the list as shown, every page, as a file. */
export const contactExportQuerySchema = z.object({
  ...listShape,
  format: z.enum(CONTACT_EXPORT_FORMATS).default('xlsx'),
});
export type ContactExportQuery = z.infer<typeof contactExportQuerySchema>;

/** GET /contact/import/template: the headings, and the instructions in the user's language. */
export const contactTemplateQuerySchema = z.object({ language: z.enum(languages).default('sv') });

/** The contacts a bulk call changed. */
export const contactBulkResponseSchema = z.object({ ids: z.array(z.number().int()) });

/** POST /contact/import/?preview=1 reads and checks only; without it the valid rows are imported. */
export const contactImportQuerySchema = z.object({
  preview: zeroOneFlagSchema.default(false),
  /** Import rows that look like an existing contact (or an earlier row) too. */
  duplicates: zeroOneFlagSchema.default(false),
});

export const contactImportOutcomes = ['valid', 'invalid', 'created', 'updated', 'skipped'] as const;

export const contactImportRowSchema = z.object({
  /** The row's number in the sheet, the heading row being 1. */
  row: z.number().int(),
  action: z.enum(['create', 'update']),
  /** The contact the row changes, or the one it made. */
  id: z.number().int().nullable(),
  summary: z.object({
    company: z.string(),
    fullName: z.string(),
    address1: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  /** Translation keys by field (`validation.*`, `contacts.import.problem.*`). */
  problems: z.array(z.object({ field: z.string(), key: z.string() })),
  /** An existing contact this row possibly repeats. */
  duplicateOf: z.number().int().nullable(),
  /** An earlier row of the file this row possibly repeats. */
  duplicateRow: z.number().int().nullable(),
  outcome: z.enum(contactImportOutcomes),
});
export type ContactImportRow = z.infer<typeof contactImportRowSchema>;

export const contactImportResponseSchema = z.object({
  preview: z.boolean(),
  format: z.enum(['xlsx', 'csv']),
  rows: z.array(contactImportRowSchema),
  counts: z.object({
    rows: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
  }),
});
export type ContactImportResponse = z.infer<typeof contactImportResponseSchema>;
