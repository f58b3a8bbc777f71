import cluster from 'node:cluster';
import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export type LogFormat = 'auto' | 'pretty' | 'json';

// What a log line must never carry: e-mail addresses, tokens (JWTs and the long random ones),
// and the values a failed query was given. Drizzle ends its message with them ("params: …",
// joined with commas, so a value's own line breaks carry the rest over many lines): everything
// from there to the end goes.
const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const LONG_SECRET = /\b[\w-]{40,}\b/g;
const QUERY_PARAMS = /^params: [\s\S]*$/m;

/**
 * SQLSTATE class 22 (data exception): PostgreSQL quotes the offending input after the colon
 * (`invalid input syntax for type integer: "…"`, `date/time field value out of range: "…"`).
 */
const DATA_EXCEPTION = /^22/;

/** Keys whose values are never logged, wherever they sit in a logged object. */
const SECRET_KEYS = new Set([
  'params',
  'parameters',
  'body',
  // PostgreSQL's error fields that quote the statement's input: `detail` (the failing row, the
  // duplicate key), `where` (the context: the JSON text being read, a portal parameter's value)
  // and `internalQuery` (a function's statement with its values).
  'detail',
  'where',
  'internalQuery',
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

/** The message a log may keep: a data exception's quoted input is cut off. */
function messageOf(err: Error): string {
  const { code } = err as { code?: unknown };
  const dataException = typeof code === 'string' && DATA_EXCEPTION.test(code);
  return dataException ? err.message.replace(/: [\s\S]*$/, ': [redacted]') : err.message;
}

/**
 * An error as a log line holds it: type, message, stack, its own fields and causes, scrubbed. The
 * stack is its frames under the message as logged, never the raw text, which repeats the message
 * whole (query parameters, a data exception's input).
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return scrub(err, depth);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'cause') fields[key] = value;
  }
  const type = err.constructor?.name ?? err.name;
  const out = scrub({ type, message: messageOf(err), ...fields }, depth) as Record<string, unknown>;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${type}: ${out.message}`, ...frames].join('\n');
  if (err.cause !== undefined && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/**
 * A request as its log lines name it: Fastify's own fields, the path without its query string,
 * which holds what a user typed (a search, a recipient) just as a body does.
 */
export function requestLine(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
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
        // A cluster's lines say which process wrote them.
        ignore: cluster.isWorker ? 'hostname' : 'pid,hostname',
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
    serializers: { err: (err: FastifyError) => serializeError(err) as SerializedError, req: requestLine },
  };
}
