import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import type { AccessClaims, AccessTokens } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /**
     * The caller must carry a valid access token. Routes use it as their `onRequest` hook, so a
     * request without one is refused before its body is read or parsed.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, and the demo user may not change anything. */
    authenticateNonDemo: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

/** The token of an `Authorization: Bearer …` header; the scheme's name is case-insensitive (RFC 9110). */
function bearer(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const authPlugin = fp(
  async (app, opts: { tokens: AccessTokens }) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('user', null);

    // Routes open to anyone still learn who is calling, when a valid token comes along.
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token) return;
      const claims = await opts.tokens.verify(token).catch(() => null);
      request.user = claims && { ...claims, address: request.ip };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('auth.token_invalid');
    });
    app.decorate('authenticateNonDemo', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('auth.token_invalid');
      if (request.user.demo) throw new AppError('auth.demo_forbidden');
    });

    // Enforced, not remembered: a signed-in route checks the token on the request, before its
    // body is read, parsed or validated; and only a route the document calls signed-in does.
    const checks = new Set<unknown>([app.authenticate, app.authenticateNonDemo]);
    app.addHook('onRoute', (route: RouteOptions) => {
      const secured = ((route.schema as { security?: unknown[] } | undefined)?.security?.length ?? 0) > 0;
      const first = [route.onRequest ?? []].flat().some((hook) => checks.has(hook));
      const later = [route.preParsing, route.preValidation, route.preHandler]
        .flatMap((hooks) => [hooks ?? []].flat())
        .some((hook) => checks.has(hook));
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      if (secured && (!first || later))
        throw new Error(`${name} declares security: its token check belongs in onRequest, and only there`);
      if (!secured && (first || later))
        throw new Error(
          `${name} checks a token: its schema must declare security, or the document calls it public`,
        );
    });
  },
  { name: 'auth' },
);

/** The authenticated caller; only for handlers behind `authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('auth.token_invalid');
  return request.user;
}
