import { pageViewRequestSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViews } from '../../db/schema/index.ts';
import { errorResponses } from '../../platform/schemas.ts';

/** The web app sends page views itself (SPEC §9); anonymous visitors' views count too. */
export async function analyticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/analytics/pageview', {
    schema: {
      tags: ['analytics'],
      summary: 'Record a page view',
      body: pageViewRequestSchema,
      response: { 204: z.null(), ...errorResponses(400) },
    },
    handler: async (req, reply) => {
      await app.db.insert(pageViews).values({
        customerId: req.user?.customerId ?? null,
        path: req.body.path,
        title: req.body.title,
      });
      return reply.status(204).send(null);
    },
  });
}
