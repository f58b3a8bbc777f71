import type { FastifyError, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export type LogFormat = 'auto' | 'pretty' | 'json';

// What a log line must never carry: e-mail addresses, tokens (JWTs and the long random ones),
// and the values a failed query was given (Drizzle puts them in its message as "params: …").
const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const LONG_SECRET = /\b[\w-]{40,}\b/g;
const QUERY_PARAMS = /^params: .*$/gm;

/** Keys whose values are never logged, wherever they sit in a logged object. */
const SECRET_KEYS = new Set([
  'params',
  'parameters',
  'body',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'email',
  'username',
  'authorization',
  'cookie',
]);

export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, 'params: [redacted]')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(LONG_SECRET, '[secret]');
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) ? '[redacted]' : scrub(v, depth + 1);
  }
  return out;
}

/** An error as a log line holds it: type, message, stack, its own fields and causes, scrubbed. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return scrub(err, depth);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'cause') fields[key] = value;
  }
  const out = scrub(
    { type: err.constructor?.name ?? err.name, message: err.message, stack: err.stack, ...fields },
    depth,
  ) as Record<string, unknown>;
  if (err.cause !== undefined && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Whether log lines are written for people: asked for, or `auto` with a terminal to read them. */
export function prettyLines(format: LogFormat, terminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && terminal);
}

/**
 * Readable lines for a person at a terminal, JSON lines for everything else (a supervisor's
 * journal, a container's log collector). Secrets are taken out of every error logged.
 */
export function loggerOptions(opts: {
  level: string;
  format: LogFormat;
  destination?: NodeJS.WritableStream;
}): FastifyServerOptions['logger'] {
  if (opts.level === 'silent') return false;
  const stream = prettyLines(opts.format, process.stdout.isTTY === true)
    ? pinoPretty({
        colorize: !opts.destination,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        destination: opts.destination ?? 1,
      })
    : opts.destination;
  return {
    level: opts.level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: { err: (err: FastifyError) => serializeError(err) as SerializedError },
  };
}
