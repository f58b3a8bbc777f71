import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, X-Frame-Options, …) on every answer, its
 * middleware built once at start: @fastify/helmet built it again for each request, parsing the
 * CSP directives every time.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: HelmetOptions) => {
    const applyHeaders = helmet(opts);
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
    );
  },
  { name: 'security-headers' },
);
