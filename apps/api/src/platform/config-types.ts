import type { CarrierMode } from './config.ts';
import type { FilesConfig } from './files/config.ts';
import type { LogFormat } from './logger.ts';
import type { UpsConfig } from './ups-config.ts';

// What the product is configured with, as config.ts reads it from the environment.

export interface SmtpConfig {
  /** Unset: mail is delivered to the product's own mailbox in the database. */
  host?: string;
  port: number;
  user?: string;
  password?: string;
  from: string;
}

export interface JobsConfig {
  /** Off: this process queues jobs and mail but never works them or runs schedules. */
  enabled: boolean;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds: number;
}

export interface MailConfig {
  /** The product's own customer service: the one address senderType customerService may write to. */
  customerService: string;
  /** Gets a copy of every message and newsletter sign-up a customer sends to a carrier. */
  carrierCopyTo: string;
  /** Mails one customer may send through POST /email (and test mails) per rolling hour. */
  maxPerCustomerPerHour: number;
  /** The transport insurer's claims address: submitted insurance claims go there. */
  insuranceClaims: string;
  /** Days a sent complaint waits for the carrier's answer before the job reminds it. */
  complaintReminderDays: number;
}

export interface BillsConfig {
  /** Days past its due date an unpaid bill may be before booking on credit stops (CREDIT_BLOCK_DAYS). */
  creditBlockDays: number;
  /** A folder whose camt.053/054 files the payments import reads every quarter of an hour. */
  paymentsImportDir?: string;
}

/** An address a host name resolves to, as node:dns `lookup` with `all` answers. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface WebhooksConfig {
  /**
   * Lets endpoints be on loopback addresses (WEBHOOKS_ALLOW_LOOPBACK), plain http included: for
   * tests and a receiver tried out on the same machine. Every other private address stays refused.
   */
  allowLoopback: boolean;
  /** Encrypts the endpoints' secrets at rest (WEBHOOKS_SECRET_KEY); unset, generated once in dataDir. */
  secretKey?: string;
  /** Tests only: how long one attempt may take (default 10 s). */
  timeoutMs?: number;
  /** Tests only: the pause before the first retry (default 60 s), doubling after each. */
  retryBaseMs?: number;
  /** Tests only: how a host name is resolved (default node:dns lookup, every address). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export type TrustProxy = boolean | number | string | string[];

export interface RateLimitConfig {
  windowSeconds: number;
  /** Sign-in, SSO sign-in, demo sign-in and SSO key requests, per client address and route. */
  signin: number;
  /** Token refresh and logout. */
  refresh: number;
  /** The other public routes: page views, content, postcode lookup, web config. */
  public: number;
  /** Every call of one API key, whatever its route (RATE_LIMIT_API_KEY_MAX). */
  apiKey: number;
}

export interface AppConfig {
  port: number;
  /** Server processes sharing the port (WEB_CONCURRENCY): more than one runs a cluster. */
  webConcurrency: number;
  /** Where users reach the product (PUBLIC_URL): links in mails start with it. */
  publicUrl?: string;
  host: string;
  databaseUrl?: string;
  /**
   * The database is migrated and seeded already: a cluster's worker, whose primary did both
   * before it started the workers.
   */
  databaseReady?: boolean;
  dataDir: string;
  /** The file store (uploads such as paperless documents); a directory is never a served folder. */
  files: FilesConfig;
  /** Resolved at start: from JWT_SECRET or generated once under dataDir. */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** A rotated refresh token presented again this soon, its successor unused, gets a new pair. */
  refreshTokenReuseGraceSeconds: number;
  ssoSharedSecret?: string;
  smtp: SmtpConfig;
  jobs: JobsConfig;
  mail: MailConfig;
  bills: BillsConfig;
  webhooks: WebhooksConfig;
  loginPageEnabled: boolean;
  seedSampleData: boolean;
  /** With the sample data, a sample company's bills (SEED_SAMPLE_BILLS): for a look at the bill pages. */
  seedSampleBills: boolean;
  loginThrottle: { maxPerUsernameAndAddress: number; maxPerAddress: number; windowSeconds: number };
  trustProxy: TrustProxy;
  rateLimits: RateLimitConfig;
  /** Password checks that may wait for a free hashing slot; past that the server answers 503. */
  passwordHashQueueLimit: number;
  logLevel: string;
  /** `auto`: readable lines on a terminal, JSON lines otherwise. */
  logFormat: LogFormat;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: NodeJS.WritableStream;
  /** Send Strict-Transport-Security: only where every user reaches the server over HTTPS. */
  hsts: boolean;
  /** Parse every answer by its zod schema before writing it: the tests' check (decision 242). */
  checkResponses: boolean;
  /** Where the built SPA lives; none means API only. */
  webDistDir?: string;
  /**
   * Called when the embedded PostgreSQL died and could not be restarted: the server exits so a
   * supervisor starts it afresh. Unset (tests), it is only logged.
   */
  onDatabaseLost?: (cause: Error) => void;
  /** Pauses before each restart of a dead embedded PostgreSQL; unset means the default. */
  postgresRestartBackoffMs?: number[];
  /** How bookings reach the carriers: the sandbox, and UPS live where its variables are given. */
  carriers: {
    mode: CarrierMode;
    now?: () => Date;
    /** The sandbox answers after this long, as a real carrier's API takes a second or two. */
    sandboxLatencyMs?: number;
    /** UPS books live with these (UPS_*); null or unset: UPS books in the sandbox. */
    ups?: UpsConfig | null;
    /** Tests only: the pause before UPS's first retry (the backoff's first step). */
    upsBackoffMs?: number;
  };
  /**
   * A booking attempt still open this long after its carrier was asked is taken as lost (its
   * server died) and settled by the reconciler; the tests set 0.
   */
  bookingReconcileAfterSeconds: number;
  /** The calendar day prices are made on (fuel in force); unset means today in Sweden. Tests fix it. */
  today?: () => string;
  /** The bookings' clock (archived age, booking and purge times); tests fix it. */
  bookingsNow?: () => Date;
}
