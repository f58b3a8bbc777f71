import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: DATA_DIR defaults to ./data there, whichever folder a script runs in. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SSO_SHARED_SECRET: z.string().min(32).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Skeppa <noreply@skeppa.se>'),
  LOGIN_PAGE_ENABLED: bool.default(true),
  SEED_SAMPLE_DATA: bool.default(true),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Resolved at start: from JWT_SECRET or generated once under dataDir. */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  ssoSharedSecret?: string;
  smtp: { host?: string; port: number; user?: string; password?: string; from: string };
  loginPageEnabled: boolean;
  seedSampleData: boolean;
  loginThrottle: { maxPerUsername: number; maxPerAddress: number; windowSeconds: number };
  logLevel: string;
  /** Where the built SPA lives; none means API only. */
  webDistDir?: string;
  /** The calendar day prices are made on (fuel in force); unset means today in Sweden. Tests fix it. */
  today?: () => string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data'),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    ssoSharedSecret: e.SSO_SHARED_SECRET,
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.SMTP_FROM,
    },
    loginPageEnabled: e.LOGIN_PAGE_ENABLED,
    seedSampleData: e.SEED_SAMPLE_DATA,
    loginThrottle: {
      maxPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
  };
}
