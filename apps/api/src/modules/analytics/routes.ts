import { pageViewRequestSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_BODY_LIMIT } from '../../platform/json-body.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { analyticsRepository } from './repository.ts';

/** The web app sends page views itself (SPEC §9); anonymous visitors' views count too. */
export async function analyticsRoutes(app: FastifyInstance) {
  const repo = analyticsRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().post('/analytics/pageview', {
    schema: {
      tags: ['analytics'],
      summary: 'Record a page view',
      body: pageViewRequestSchema,
      response: { 204: z.null(), ...errorResponses(400, 429) },
    },
    config: { rateLimit: app.rateLimits.public },
    bodyLimit: SMALL_BODY_LIMIT,
    handler: async (req, reply) => {
      await repo.insertPageView({
        customerId: req.user?.customerId ?? null,
        path: req.body.path,
        title: req.body.title,
      });
      return reply.status(204).send(null);
    },
  });
}
