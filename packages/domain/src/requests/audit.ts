import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from '../constants/audit-actions.ts';
import { languages } from '../constants/languages.ts';
import { idTextSchema } from '../entities/primitives.ts';
import { dateOrderIssue, dateRangeShape, fromNotAfterTo, pageSizeSchema } from './common.ts';

/** How long the log keeps an entry before the nightly purge (issue 35: 13 months). */
export const AUDIT_RETENTION_MONTHS = 13;
/** A list counts at most this many entries; `totalCapped` says there are more. */
export const AUDIT_COUNT_CAP = 10_000;
/** An export holds at most this many entries; a wider one is refused (narrow the dates). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const AUDIT_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** Who, what and when: each narrows the list; from/to are Swedish days. */
const filterShape = {
  ...dateRangeShape,
  /** The user who acted (also when through one of their API keys). */
  customerId: idTextSchema.optional(),
  /** Only what this API key did. */
  apiKeyId: idTextSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
};

/** GET /audit: one page of the company's log, newest first. */
export const auditListQuerySchema = z
  .object({
    ...filterShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: pageSizeSchema(AUDIT_PAGE_SIZES, AUDIT_DEFAULT_PAGE_SIZE),
  })
  .refine(fromNotAfterTo, dateOrderIssue);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** GET /audit/export: the same filters as a file, its action names in the language asked for. */
export const auditExportQuerySchema = z
  .object({
    ...filterShape,
    format: z.enum(AUDIT_EXPORT_FORMATS).default('xlsx'),
    language: z.enum(languages).default('sv'),
  })
  .refine(fromNotAfterTo, dateOrderIssue);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
export type AuditFilter = Omit<AuditListQuery, 'page' | 'pageSize'>;
