import { z } from 'zod';

/** UPS live: its OAuth client, the shipper number it books under and the host it is reached at. */
export interface UpsConfig {
  clientId: string;
  clientSecret: string;
  /** The shipper number (UPS_ACCOUNT_NUMBER): six letters and digits. */
  accountNumber: string;
  /** `https://wwwcie.ups.com` (UPS's test environment) or `https://onlinetools.ups.com`. */
  apiBase: string;
  /** How long one call may take before it counts as failed (UPS_TIMEOUT_MS). */
  timeoutMs: number;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** The UPS variables, for the configuration's schema. */
export const upsEnv = {
  UPS_CLIENT_ID: optionalText,
  UPS_CLIENT_SECRET: optionalText,
  UPS_ACCOUNT_NUMBER: optionalText.refine(
    (v) => v === undefined || /^[0-9A-Z]{6}$/i.test(v),
    'the UPS shipper number: six letters and digits',
  ),
  UPS_API_BASE: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#\s]+$/.test(v.replace(/\/+$/, '')),
    'a host such as https://wwwcie.ups.com or https://onlinetools.ups.com, without a path',
  ),
  // Short: a booking waits for it inside the order's lock, and a retry follows a timeout.
  UPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
};

type UpsEnv = z.infer<z.ZodObject<typeof upsEnv>>;

const REQUIRED = ['UPS_CLIENT_ID', 'UPS_CLIENT_SECRET', 'UPS_ACCOUNT_NUMBER'] as const;

/**
 * All or none: half a UPS configuration would book some shipments live and fail others at the
 * carrier, long after the start. UPS_API_BASE alone is a mistake too (it names where, not who).
 */
export function checkUpsEnv(e: UpsEnv, ctx: z.RefinementCtx) {
  const given = [...REQUIRED, 'UPS_API_BASE' as const].filter((name) => e[name] !== undefined);
  if (given.length === 0) return;
  for (const name of REQUIRED.filter((n) => e[n] === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `missing: UPS books live with ${REQUIRED.join(', ')} together (given: ${given.join(', ')})`,
    });
  }
}

export const UPS_CIE = 'https://wwwcie.ups.com';

export function upsConfig(e: UpsEnv): UpsConfig | null {
  const { UPS_CLIENT_ID: clientId, UPS_CLIENT_SECRET: clientSecret, UPS_ACCOUNT_NUMBER: account } = e;
  if (!clientId || !clientSecret || !account) return null;
  return {
    clientId,
    clientSecret,
    accountNumber: account.toUpperCase(),
    apiBase: (e.UPS_API_BASE ?? UPS_CIE).replace(/\/+$/, ''),
    timeoutMs: e.UPS_TIMEOUT_MS,
  };
}
