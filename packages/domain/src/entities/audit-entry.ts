import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from '../constants/audit-actions.ts';
import { dateTimeSchema } from './dates.ts';

/**
 * A value in a change summary: a short text, a number, a flag, nothing, or a short list of them.
 * Null rides on the text (OpenAPI 3.0 has no null type of its own to put in a union).
 */
const auditScalarSchema = z.union([z.string().nullable(), z.number(), z.boolean()]);
export const auditValueSchema = z.union([auditScalarSchema, z.array(auditScalarSchema)]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/**
 * What an action changed, field by field: `{ city: { from: 'Solna', to: 'Kista' } }`. Never a
 * password, token, secret, hash or whole document; long values are cut (the API's `changedFields`).
 */
export const auditChangesSchema = z.record(
  z.string(),
  z.object({ from: auditValueSchema, to: auditValueSchema }),
);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** Who acted: a user, an API key acting for the administrator who made it, and from where. */
export const auditActorSchema = z.object({
  /** Null for a sign-in that failed: nobody was signed in. */
  customerId: z.number().int().nullable(),
  /** The user's name when it happened; for a failed sign-in, the username tried. */
  name: z.string(),
  apiKeyId: z.number().int().nullable(),
  /** The caller's address; null where no request was behind it (a booking settled by the server). */
  address: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One entry of a company's audit log: who did what to which object, when, and what changed. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: dateTimeSchema,
  actor: auditActorSchema,
  action: z.enum(AUDIT_ACTIONS),
  object: z.object({
    type: z.enum(AUDIT_OBJECT_TYPES),
    /** Null when an action touched several objects at once (a bulk delete, an import). */
    id: z.string().nullable(),
    /** How a person recognises it: a name, an order number, a username. */
    label: z.string(),
  }),
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
