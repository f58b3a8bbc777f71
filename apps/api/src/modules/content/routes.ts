import { contentSchema, DEFAULT_LANGUAGE, idParamsSchema, languageSchema, textSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/schemas.ts';
import { contentRepository } from './repository.ts';
import { contentService } from './service.ts';

const languageQuery = z.object({ language: languageSchema.default(DEFAULT_LANGUAGE) });

/** Content is public: the welcome and info pages show it before anyone signs in. */
export async function contentRoutes(app: FastifyInstance) {
  const service = contentService(contentRepository(app.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const response = { 200: contentSchema, ...errorResponses(400, 404, 429) };
  const config = { rateLimit: app.rateLimits.public };

  r.get('/content/home', {
    schema: { tags, summary: 'The home page content', querystring: languageQuery, response },
    config,
    handler: (req) => service.home(req.query.language),
  });

  r.get('/content/key/:key', {
    schema: {
      tags,
      summary: 'Content by key (sv default, en fallback)',
      params: z.object({ key: textSchema.min(1).max(100) }),
      querystring: languageQuery,
      response,
    },
    config,
    handler: (req) => service.byKey(req.params.key, req.query.language),
  });

  r.get('/content/:id', {
    schema: {
      tags,
      summary: 'Content by id, optionally in another language',
      params: idParamsSchema,
      querystring: z.object({ language: languageSchema.optional() }),
      response,
    },
    config,
    handler: (req) => service.byId(req.params.id, req.query.language),
  });
}
