import { API_KEY_PREFIX, type ApiKeyScope, apiKeyAllows } from '@skeppa/domain';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import { errorResponses } from './schemas.ts';
import type { AccessClaims, AccessTokens } from './tokens.ts';

/** How a presented API key is checked and counted (modules/api-keys, the rate limits). */
export interface ApiKeyCheck {
  authenticate(token: string, address: string): Promise<{ claims: AccessClaims; scopes: ApiKeyScope[] }>;
  /** Counts one call of the key; throws 429 when it is over its limit. */
  count(apiKeyId: number): Promise<void>;
}

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
    /** The scopes of the API key that calls, if one does. */
    apiKeyScopes: ApiKeyScope[] | null;
  }
  interface FastifyContextConfig {
    /** The scope an API key needs for this route; a route without one is closed to keys. */
    apiKey?: ApiKeyScope;
  }
}

/** The token of an `Authorization: Bearer …` header; the scheme's name is case-insensitive (RFC 9110). */
function bearer(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const authPlugin = fp(
  async (app, opts: { tokens: AccessTokens; apiKeys?: ApiKeyCheck }) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('apiKeyScopes', null);

    // Routes open to anyone still learn who is calling, when a valid token comes along. An API
    // key is answered at once when it is wrong (a key is never an anonymous caller), and acts
    // only on the routes that name a scope for it: elsewhere it is nobody.
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token) return;
      if (token.startsWith(API_KEY_PREFIX) && opts.apiKeys) {
        const caller = await opts.apiKeys.authenticate(token, request.ip);
        await opts.apiKeys.count(caller.claims.apiKeyId ?? 0);
        request.apiKeyScopes = caller.scopes;
        if (request.routeOptions.config.apiKey) request.user = caller.claims;
        return;
      }
      const claims = await opts.tokens.verify(token).catch(() => null);
      request.user = claims && { ...claims, address: request.ip };
    });

    /** A key's call: the route must name a scope for keys, and the key must hold it. */
    function keyAllowed(request: FastifyRequest) {
      const scopes = request.apiKeyScopes;
      if (!scopes) return;
      const needed = request.routeOptions.config.apiKey;
      if (!needed) throw new AppError('apikey.route_not_allowed');
      if (!apiKeyAllows(scopes, needed)) throw new AppError('apikey.scope_missing');
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      keyAllowed(request);
      if (!request.user) throw new AppError('auth.token_invalid');
    });
    app.decorate('authenticateNonDemo', async (request: FastifyRequest) => {
      keyAllowed(request);
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
      // Any signed-in route may answer a key's refusals: unknown (401), not for keys or out of its
      // scopes (403), over the key's limit (429); the document says so for each.
      const keyed = secured || route.config?.apiKey !== undefined;
      if (keyed && route.schema) {
        const response = (route.schema.response ?? {}) as Record<number, unknown>;
        route.schema.response = { ...errorResponses(401, 403, 429), ...response };
      }
    });
  },
  { name: 'auth' },
);

/** The authenticated caller; only for handlers behind `authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new AppError('auth.token_invalid');
  return request.user;
}
