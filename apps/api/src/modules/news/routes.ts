import {
  custIdParamsSchema,
  idParamsSchema,
  newsArticleSchema,
  newsLanguageQuerySchema,
  newsViewedQuerySchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';

/** News (SPEC §7): open to every signed-in customer and the demo user. */
export async function newsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];
  const security = [{ bearerAuth: [] }];

  r.get('/news/list/:custId', {
    schema: {
      tags,
      security,
      summary: 'Published articles for the customer, in sort order, with their read marks',
      params: custIdParamsSchema,
      querystring: newsLanguageQuerySchema,
      response: { 200: z.array(newsArticleSchema), ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => app.news.list(currentUser(req), req.params.custId, req.query.language),
  });

  r.get('/news/viewed/:id', {
    schema: {
      tags,
      security,
      summary: 'Marks a published article read by the customer and answers it',
      params: idParamsSchema,
      querystring: newsViewedQuerySchema,
      response: { 200: newsArticleSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) =>
      app.news.markViewed(currentUser(req), req.params.id, req.query.custId, req.query.language),
  });

  r.get('/news/:id', {
    schema: {
      tags,
      security,
      summary: 'One published article',
      params: idParamsSchema,
      querystring: newsLanguageQuerySchema,
      response: { 200: newsArticleSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => app.news.get(currentUser(req), req.params.id, req.query.language),
  });
}
