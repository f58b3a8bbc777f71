/**
 * Whether an error means the database is out of reach (down, restarting, unreachable), rather
 * than that a statement was wrong. Such a request gets a 503 the caller may retry; a wrong
 * statement stays a 500, since retrying it cannot help.
 */

// Socket and name errors of the connection itself.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATE: connection exceptions (class 08), operator intervention (57P01 shut down by an
// administrator, 57P02 crash, 57P03 not yet accepting connections), and too many connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

// node-postgres and its pool say so in words only.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  // A transaction's client whose pool was ended under it (a shutdown during a booking).
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'the database system is',
];

function causes(error: unknown): unknown[] {
  const seen: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && seen.length < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.includes(e)) continue;
    seen.push(e);
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return seen;
}

/** The error (or one of its causes) that says the database is out of reach, if any. */
export function databaseUnavailableCause(error: unknown): { code?: string; message: string } | undefined {
  for (const e of causes(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    const byCode = typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code));
    if (byCode || UNAVAILABLE_MESSAGES.some((m) => text.startsWith(m)))
      return { code: typeof code === 'string' ? code : undefined, message: text };
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown) => databaseUnavailableCause(error) !== undefined;

/** Whether the database refused a row for a unique index (drizzle wraps the driver's error as its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
