import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from './database-errors.ts';
import {
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  ERRORS,
  type ErrorCode,
  type ErrorItem,
  errorBody,
  FILE_STORE_RETRY_AFTER_SECONDS,
} from './errors.ts';
import { FileStoreUnavailableError } from './files/file-store.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_VALIDATION: 'validation.failed',
  FST_ERR_BAD_URL: 'request.invalid_url',
  FST_ERR_MAX_PARAM_LENGTH: 'request.uri_too_long',
};

function sendCode(reply: FastifyReply, code: ErrorCode) {
  const { status, description } = ERRORS[code];
  return reply.status(status).send(errorBody(description, [{ code, description }]));
}

/**
 * Errors the router raises before any route runs (bad percent-encoding, an over-long path
 * parameter): Fastify's `frameworkErrors`, answered in the same body as every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = (error.code && FASTIFY_CODES[error.code]) || 'request.invalid';
  return sendCode(reply, code);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KiB, a request
 * that never finished arriving, bytes that are not HTTP): answered on the socket in the same body
 * as every other error, where Fastify's own answer has a body of its own.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'request.headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request.timeout'
        : 'request.invalid';
  const { status, description } = ERRORS[code];
  const body = JSON.stringify(errorBody(description, [{ code, description }]));
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A rule that names its problem with a catalogue code (`bankaccount.check_digit`) answers that code. */
const catalogueCode = (message: string | undefined): ErrorCode | undefined =>
  message !== undefined && Object.hasOwn(ERRORS, message) ? (message as ErrorCode) : undefined;

/**
 * One item per field and reason: a field's schema and its object's rule may both refuse it for
 * the same reason (a blank required name), which is said once.
 */
function validationItems(error: FastifyError): ErrorItem[] {
  const issues = (error.validation ?? []) as { instancePath?: string; message?: string }[];
  const items = new Map<string, ErrorItem>();
  for (const issue of issues) {
    const code = catalogueCode(issue.message);
    const reason = code ? ERRORS[code].description : (issue.message ?? 'invalid');
    const description = `${error.validationContext ?? 'body'}${issue.instancePath ?? ''}: ${reason}`;
    items.set(description, { code: code ?? 'validation.failed', description });
  }
  return [...items.values()];
}

/** One error handler: stable codes for 4xx, and nothing of a 5xx's inside leaves the server. */
export function registerErrorHandler(app: FastifyInstance, opts: { spa: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorBody(error.message, error.items));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = validationItems(error);
      return reply.status(400).send(errorBody(ERRORS['validation.failed'].description, items));
    }
    // Before the database check: a refused connection to the store is not the database's.
    if (error instanceof FileStoreUnavailableError) {
      request.log.warn({ reqId: request.id, err: error }, 'file store unavailable');
      reply.header('Retry-After', String(FILE_STORE_RETRY_AFTER_SECONDS));
      return sendCode(reply, 'service.unavailable');
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      request.log.warn({ reqId: request.id, cause: unavailable }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendCode(reply, 'service.unavailable');
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      const { status, description } = ERRORS[known];
      const items = known === 'validation.failed' ? validationItems(error) : [{ code: known, description }];
      return reply.status(status).send(errorBody(description, items));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Only catalogue codes leave the server, so the web app has a text for every one.
      const code: ErrorCode = error.statusCode === 429 ? 'request.rate_limited' : 'request.invalid';
      const { description } = ERRORS[code];
      return reply.status(error.statusCode).send(errorBody(description, [{ code, description }]));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    const { description } = ERRORS['server.error'];
    return reply.status(500).send(errorBody(description, [{ code: 'server.error', description }]));
  });

  app.setNotFoundHandler((request, reply) => {
    // Every screen of the SPA is a client-side route: the app answers them all.
    const path = request.url.split('?')[0] ?? '';
    // A missing build file is a 404: a tab left open across a deploy asks for a chunk that is gone
    // and must see that, not the app page, to reload itself.
    const screen = !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/');
    if (opts.spa && request.method === 'GET' && screen) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const { description } = ERRORS['route.not_found'];
    return reply.status(404).send(errorBody(description, [{ code: 'route.not_found', description }]));
  });
}
