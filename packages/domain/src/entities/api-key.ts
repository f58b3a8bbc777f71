import { z } from 'zod';
import { dateTimeSchema, isoDateSchema } from './dates.ts';
import { textSchema } from './primitives.ts';

/** What a company's own systems may do with a key: each area read, or read and write. */
export const API_KEY_AREAS = ['price', 'book', 'documents', 'tracking', 'contacts', 'bills'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
export const API_KEY_SCOPES = API_KEY_AREAS.flatMap((a) => [`${a}:read`, `${a}:write`] as const);
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]]);

/** Every key starts so: a secret scanner and a person both know one when they see it. */
export const API_KEY_PREFIX = 'sk_live_';
/** A key's public part: the prefix and eight characters, shown in lists and logs. */
export const apiKeyIdentifierSchema = z.string().regex(/^sk_live_[0-9A-Za-z]{8}$/);

/** Whether a key's scopes allow what a route needs: write includes read of the same area. */
export function apiKeyAllows(scopes: readonly ApiKeyScope[], needed: ApiKeyScope): boolean {
  if (scopes.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && scopes.includes(`${area}:write` as ApiKeyScope);
}

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `sk_live_` and the key's first eight characters: enough to tell keys apart, never to use one. */
  prefix: apiKeyIdentifierSchema,
  scopes: z.array(apiKeyScopeSchema),
  createdBy: z.object({ customerId: z.number().int(), name: z.string() }),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema.nullable(),
  revokedAt: dateTimeSchema.nullable(),
  lastUsedAt: dateTimeSchema.nullable(),
  /** The address the key was last used from. */
  lastUsedFrom: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key as made or rotated: its secret, shown this once and never again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyCreateRequestSchema = z.object({
  name: textSchema.trim().min(1).max(60),
  scopes: z.array(apiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length),
  /** The last day the key works (Swedish date); null for a key that does not expire. */
  expiresOn: isoDateSchema.nullable().default(null),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** How long an old API key or webhook secret keeps working after a rotation, so systems can move. */
export const ROTATION_OVERLAPS_HOURS = [0, 1, 24, 72, 168] as const;
export const apiKeyRotateRequestSchema = z.object({
  overlapHours: z.coerce
    .number()
    .int()
    .refine((h) => (ROTATION_OVERLAPS_HOURS as readonly number[]).includes(h), 'not an offered overlap'),
});
export type ApiKeyRotateRequest = z.infer<typeof apiKeyRotateRequestSchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
