import { isIP } from 'node:net';
import path from 'node:path';
import { emailAddressSchema } from '@skeppa/domain';
import { z } from 'zod';
import type { AppConfig, TrustProxy } from './config-types.ts';
import { bool } from './env.ts';
import { checkFilesEnv, filesConfig, filesEnv } from './files/config.ts';
import { repoRoot } from './repo-root.ts';
import { checkUpsEnv, upsConfig, upsEnv } from './ups-config.ts';

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For): `true` (any: only when nothing
 * reaches the server except through the proxy), `false` (none), a hop count, or a comma-separated
 * list of addresses, CIDR ranges and the words loopback, linklocal, uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((v, ctx): TrustProxy => {
    if (v === 'true') return true;
    if (v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an address, range or keyword: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries.length === 1 ? (entries[0] as string) : entries;
  });

/** Milliseconds between restarts of a dead embedded PostgreSQL: "1000,2000,4000". */
const delays = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+){0,9}\s*$/, 'one to ten whole numbers of milliseconds, comma-separated')
  .transform((v) => v.split(',').map((n) => Number(n.trim())))
  .refine((ms) => ms.every((n) => n <= 600_000), 'at most 600000 each');

/** Only the sandbox exists until real carrier agreements are signed (CARRIER_MODE). */
export const CARRIER_MODES = ['sandbox'] as const;
export type CarrierMode = (typeof CARRIER_MODES)[number];
export type {
  AppConfig,
  BillsConfig,
  JobsConfig,
  MailConfig,
  RateLimitConfig,
  ResolvedAddress,
  SmtpConfig,
  TrustProxy,
  WebhooksConfig,
} from './config-types.ts';

const perWindow = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    // Server processes on this machine sharing the port and the one database (node:cluster).
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Where users reach the product, e.g. https://skeppa.example.se: links in mails start with it. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).optional(),
    ...filesEnv,
    ...upsEnv,
    JWT_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // Long enough for a reload to come back with the token it sent; short, as a thief could too.
    REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    SSO_SHARED_SECRET: z.string().min(32).optional(),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_FROM: z.string().default('Skeppa <noreply@skeppa.se>'),
    JOBS_ENABLED: bool.default(true),
    MAIL_CUSTOMER_SERVICE: emailAddressSchema.default('kundtjanst@skeppa.se'),
    MAIL_CARRIER_COPY_TO: emailAddressSchema.default('kundtjanst@skeppa.se'),
    MAIL_MAX_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
    INSURANCE_CLAIMS_EMAIL: emailAddressSchema.default('skadeanmalan@skeppa.se'),
    COMPLAINT_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    CREDIT_BLOCK_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    PAYMENTS_IMPORT_DIR: z.string().optional(),
    WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
    WEBHOOKS_SECRET_KEY: z.string().min(32).optional(),
    LOGIN_PAGE_ENABLED: bool.default(true),
    SEED_SAMPLE_DATA: bool.default(true),
    SEED_SAMPLE_BILLS: bool.default(false),
    LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    // At most a day: failures are kept a week (retention), far longer than any window.
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    TRUST_PROXY: trustProxy.default('loopback'),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    RATE_LIMIT_SIGNIN_MAX: perWindow(60),
    RATE_LIMIT_REFRESH_MAX: perWindow(120),
    RATE_LIMIT_PUBLIC_MAX: perWindow(600),
    RATE_LIMIT_API_KEY_MAX: perWindow(600),
    PASSWORD_HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(32),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    HSTS: bool.default(false),
    CHECK_RESPONSES: bool.default(false),
    EMBEDDED_POSTGRES_RESTART_DELAYS_MS: delays.optional(),
    WEB_DIST_DIR: z.string().optional(),
    CARRIER_MODE: z.enum(CARRIER_MODES).default('sandbox'),
    CARRIER_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    BOOKING_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  })
  .superRefine((e, ctx) => {
    // A half-given login would fail on the first mail, long after the start.
    if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_PASSWORD'],
        message: 'SMTP_USER and SMTP_PASSWORD go together',
      });
    }
    checkFilesEnv(e, ctx);
    checkUpsEnv(e, ctx);
  });

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    port: e.PORT,
    webConcurrency: e.WEB_CONCURRENCY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    files: filesConfig(e, dataDir),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshTokenReuseGraceSeconds: e.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    ssoSharedSecret: e.SSO_SHARED_SECRET,
    smtp: {
      host: e.SMTP_HOST || undefined,
      port: e.SMTP_PORT,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.SMTP_FROM,
    },
    jobs: { enabled: e.JOBS_ENABLED, pollingIntervalSeconds: 2 },
    mail: {
      customerService: e.MAIL_CUSTOMER_SERVICE,
      carrierCopyTo: e.MAIL_CARRIER_COPY_TO,
      maxPerCustomerPerHour: e.MAIL_MAX_PER_CUSTOMER_PER_HOUR,
      insuranceClaims: e.INSURANCE_CLAIMS_EMAIL,
      complaintReminderDays: e.COMPLAINT_REMINDER_DAYS,
    },
    bills: {
      creditBlockDays: e.CREDIT_BLOCK_DAYS,
      ...(e.PAYMENTS_IMPORT_DIR ? { paymentsImportDir: e.PAYMENTS_IMPORT_DIR } : {}),
    },
    webhooks: {
      allowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
      ...(e.WEBHOOKS_SECRET_KEY ? { secretKey: e.WEBHOOKS_SECRET_KEY } : {}),
    },
    loginPageEnabled: e.LOGIN_PAGE_ENABLED,
    seedSampleData: e.SEED_SAMPLE_DATA,
    seedSampleBills: e.SEED_SAMPLE_BILLS,
    loginThrottle: {
      maxPerUsernameAndAddress: e.LOGIN_MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      signin: e.RATE_LIMIT_SIGNIN_MAX,
      refresh: e.RATE_LIMIT_REFRESH_MAX,
      public: e.RATE_LIMIT_PUBLIC_MAX,
      apiKey: e.RATE_LIMIT_API_KEY_MAX,
    },
    passwordHashQueueLimit: e.PASSWORD_HASH_QUEUE_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    hsts: e.HSTS,
    checkResponses: e.CHECK_RESPONSES,
    postgresRestartBackoffMs: e.EMBEDDED_POSTGRES_RESTART_DELAYS_MS,
    webDistDir: e.WEB_DIST_DIR,
    carriers: {
      mode: e.CARRIER_MODE,
      sandboxLatencyMs: e.CARRIER_SANDBOX_LATENCY_MS,
      ups: upsConfig(e),
    },
    bookingReconcileAfterSeconds: e.BOOKING_RECONCILE_AFTER_SECONDS,
  };
}
