import {
  idParamsSchema,
  webhookAttemptListResponseSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointListResponseSchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookRotateRequestSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';

/**
 * A company's webhooks (issue 35.2), for its administrators: endpoints, their secrets' rotation,
 * resuming a paused one, what was sent and sending an event again.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const { endpoints, deliveries } = app.webhooks;
  const tags = ['webhook'];
  const security = [{ bearerAuth: [] }];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/webhook/endpoint', {
    schema: {
      tags,
      security,
      summary: "The company's webhook endpoints (administrators)",
      response: { 200: webhookEndpointListResponseSchema, ...errorResponses(401, 403) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req) => ({ endpoints: await endpoints.list(currentUser(req)) }),
  });

  r.post('/webhook/endpoint', {
    schema: {
      tags,
      security,
      summary:
        'Register an endpoint: https, a public address, the events it wants; its secret is shown this once',
      body: webhookEndpointRequestSchema,
      response: { 201: webhookEndpointWithSecretSchema, ...errorResponses(400, 401, 403, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => reply.status(201).send(await endpoints.create(currentUser(req), req.body)),
  });

  r.get('/webhook/endpoint/:id', {
    schema: {
      tags,
      security,
      summary: 'One webhook endpoint of the company',
      params: idParamsSchema,
      response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => endpoints.get(currentUser(req), req.params.id),
  });

  r.put('/webhook/endpoint/:id', {
    schema: {
      tags,
      security,
      summary: "Change an endpoint's address, description or events; its secret stays",
      params: idParamsSchema,
      body: webhookEndpointRequestSchema,
      response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => endpoints.update(currentUser(req), req.params.id, req.body),
  });

  r.delete('/webhook/endpoint/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete an endpoint with its deliveries; nothing more is sent to it',
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => {
      await endpoints.remove(currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/webhook/endpoint/:id/rotate', {
    schema: {
      tags,
      security,
      summary:
        'A new secret, shown this once; the old one keeps signing beside it for the overlap (0–168 hours)',
      params: idParamsSchema,
      body: webhookRotateRequestSchema,
      response: { 200: webhookEndpointWithSecretSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => endpoints.rotate(currentUser(req), req.params.id, req.body),
  });

  r.post('/webhook/endpoint/:id/resume', {
    schema: {
      tags,
      security,
      summary: 'Resume a paused endpoint: the events it missed in the last three days are sent',
      params: idParamsSchema,
      response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => endpoints.resume(currentUser(req), req.params.id),
  });

  r.get('/webhook/endpoint/:id/deliveries', {
    schema: {
      tags,
      security,
      summary: "An endpoint's deliveries, newest first, each with its latest attempt",
      params: idParamsSchema,
      querystring: webhookDeliveryListQuerySchema,
      response: { 200: webhookDeliveryListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => deliveries.list(currentUser(req), req.params.id, req.query),
  });

  r.get('/webhook/delivery/:id/attempts', {
    schema: {
      tags,
      security,
      summary:
        "Every attempt of one delivery, newest first: when, the receiver's status, its answer's first KB",
      params: idParamsSchema,
      response: { 200: webhookAttemptListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req) => ({ attempts: await deliveries.attempts(currentUser(req), req.params.id) }),
  });

  r.post('/webhook/delivery/:id/redeliver', {
    schema: {
      tags,
      security,
      summary:
        'Send the event again now, with the same event id, and answer with the attempt (the endpoint must be active)',
      params: idParamsSchema,
      response: { 200: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => deliveries.redeliver(currentUser(req), req.params.id),
  });
}
