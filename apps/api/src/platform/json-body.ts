import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The body limit of the public routes that take a few short fields (sign-in, refresh, logout,
 * demo, page views): room for their longest fields written as JSON escapes, and no more.
 */
export const SMALL_BODY_LIMIT = 8 * 1024;

/** No request of the API nests deeper than a handful of levels; 32 leaves room for growth. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the
 * characters before anything is built: a megabyte of brackets costs a millisecond here, where
 * parsing and validating it would hold the one thread for far longer.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, for routes that sign it (`keepRawBody`). */
    rawBody?: string;
  }
}

/**
 * The JSON body parser of a scope: Fastify's own (prototype poisoning refused) behind a nesting
 * limit. `keepRawBody` keeps the text on the request for signature checks.
 */
export function registerJsonParser(app: FastifyInstance, opts: { keepRawBody?: boolean } = {}) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (req: FastifyRequest, body: string | Buffer, done) => {
      const text = body.toString();
      if (opts.keepRawBody) req.rawBody = text;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('request.too_deep'), undefined);
      parse(req, text, done);
    },
  );
}
