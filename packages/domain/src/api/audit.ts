import { z } from 'zod';
import { auditEntrySchema } from '../entities/audit-entry.ts';

/** One page of a company's audit log, newest first. */
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Entries matching the filters, at most AUDIT_COUNT_CAP; totalCapped says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** Someone who appears in the company's log: a user, or one of the API keys acting for them. */
export const auditActorOptionSchema = z.object({
  customerId: z.number().int(),
  apiKeyId: z.number().int().nullable(),
  name: z.string(),
});
export type AuditActorOption = z.infer<typeof auditActorOptionSchema>;

/** GET /audit/actors: the people and keys the "who" filter offers. */
export const auditActorsResponseSchema = z.object({ actors: z.array(auditActorOptionSchema) });
export type AuditActorsResponse = z.infer<typeof auditActorsResponseSchema>;
