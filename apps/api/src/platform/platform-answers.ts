import { apiErrorBodySchema } from '@skeppa/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses the platform answers on a route whatever the route itself does: 400 on any
 * (a query or path text PostgreSQL cannot store, request-text.ts), 500 on any (what nobody
 * foresaw, in the same body), 503 on any while the database or the file store is away; 401 where a token is asked for; 413 and 415 where a body may come
 * (over the body limit, a content type nothing reads); 414 where a path parameter may be too
 * long; 429 where the route is rate limited. A route lists its own (403, 404, 409, …).
 */
export function platformStatuses(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>,
): number[] {
  const methods = [route.method].flat().map((m) => String(m).toUpperCase());
  const statuses = [400, 500, 503];
  if ((route.schema as { security?: unknown[] } | undefined)?.security?.length) statuses.push(401);
  if (methods.some((m) => BODY_METHODS.has(m))) statuses.push(413, 415);
  if (route.url.includes(':')) statuses.push(414);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return statuses;
}

/**
 * Adds the platform's statuses to every route that declares its answers, before Fastify compiles
 * them: the OpenAPI document lists them and their bodies are written like every other error.
 */
export function declarePlatformAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
    if (!schema?.response || schema.hide) return;
    const response: Record<string, unknown> = { ...schema.response };
    for (const status of platformStatuses(route)) response[status] ??= apiErrorBodySchema;
    const ordered = Object.keys(response).sort((a, b) => Number(a) - Number(b));
    // A copy: routes may share one response object, and each gets the statuses of its own kind.
    route.schema = { ...schema, response: Object.fromEntries(ordered.map((s) => [s, response[s]])) };
  });
}
