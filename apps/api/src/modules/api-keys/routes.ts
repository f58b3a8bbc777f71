import {
  apiKeyCreatedSchema,
  apiKeyCreateRequestSchema,
  apiKeyListSchema,
  apiKeyRotateRequestSchema,
  apiKeySchema,
  idParamsSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';

/**
 * A company's API keys, for its administrators signed in as themselves: no key reaches these
 * routes (they name no key scope), so a key can never make, see or keep another.
 */
export async function apiKeyRoutes(app: FastifyInstance) {
  const service = app.apiKeys;
  const tags = ['apikey'];
  const security = [{ bearerAuth: [] }];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/apikey', {
    schema: {
      tags,
      security,
      summary:
        "The company's API keys, newest first: prefix, scopes, maker, last use and state (administrators)",
      response: { 200: apiKeyListSchema, ...errorResponses(401, 403) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.list(currentUser(req)),
  });

  r.post('/apikey', {
    schema: {
      tags,
      security,
      summary: 'Makes a key with a name, scopes and an optional last day; its secret is answered this once',
      body: apiKeyCreateRequestSchema,
      response: { 201: apiKeyCreatedSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => reply.code(201).send(await service.create(currentUser(req), req.body)),
  });

  r.post('/apikey/:id/revoke', {
    schema: {
      tags,
      security,
      summary: 'Revokes a key at once: its next call is refused',
      params: idParamsSchema,
      response: { 200: apiKeySchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.revoke(currentUser(req), req.params.id),
  });

  r.post('/apikey/:id/rotate', {
    schema: {
      tags,
      security,
      summary:
        'A new key in place of this one (same name, scopes and last day), its secret answered once; the old one works the chosen hours more',
      params: idParamsSchema,
      body: apiKeyRotateRequestSchema,
      response: { 201: apiKeyCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) =>
      reply.code(201).send(await service.rotate(currentUser(req), req.params.id, req.body.overlapHours)),
  });
}
