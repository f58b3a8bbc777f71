import {
  idParamsSchema,
  packageFavouriteInputSchema,
  packageFavouriteListSchema,
  packageFavouriteSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { packageFavouriteRepository } from './repository.ts';
import { packageFavouriteService } from './service.ts';

/**
 * Package favourites (issue 31.7): named goods rows of the caller's company. The demo user reads
 * (an empty list) but never saves.
 */
export async function packageFavouriteRoutes(app: FastifyInstance) {
  const service = packageFavouriteService(packageFavouriteRepository(app.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['package-favourite'];
  const security = [{ bearerAuth: [] }];

  r.get('/package-favourite', {
    schema: {
      tags,
      security,
      summary: "The company's package favourites, by name",
      response: { 200: packageFavouriteListSchema, ...errorResponses(401) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.list(currentUser(req)),
  });

  r.post('/package-favourite', {
    schema: {
      tags,
      security,
      summary: 'Save a goods row under a name for the whole company',
      body: packageFavouriteInputSchema,
      response: { 201: packageFavouriteSchema, ...errorResponses(400, 401, 403, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => reply.status(201).send(await service.create(currentUser(req), req.body)),
  });

  r.put('/package-favourite/:id', {
    schema: {
      tags,
      security,
      summary: 'Rename a package favourite or replace its goods row',
      params: idParamsSchema,
      body: packageFavouriteInputSchema,
      response: { 200: packageFavouriteSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.update(currentUser(req), req.params.id, req.body),
  });

  r.delete('/package-favourite/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a package favourite',
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => {
      await service.remove(currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
}
