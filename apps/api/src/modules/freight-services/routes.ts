import {
  DEFAULT_LANGUAGE,
  freightServiceFilterRequestSchema,
  freightServiceOptionSchema,
  freightServiceSchema,
  freightServiceTermSchema,
  idParamsSchema,
  languageSchema,
  textSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { freightServiceCatalogue } from './catalogue.ts';
import { freightServiceFilter } from './filter.ts';

const languageQuery = z.object({ language: languageSchema.default(DEFAULT_LANGUAGE) });

export async function freightServiceRoutes(app: FastifyInstance, opts: { today?: () => string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['freightservice'];
  const security = [{ bearerAuth: [] }];
  const filter = freightServiceFilter(app.pricingCustomers, app.tariffs, opts.today);
  const catalogue = freightServiceCatalogue(app.pricingCustomers, app.tariffs);

  r.post('/freightservice/filter', {
    config: { apiKey: 'price:read' },
    schema: {
      tags,
      security,
      summary: 'The freight services that can carry a consignment for the customer',
      body: freightServiceFilterRequestSchema,
      querystring: languageQuery,
      response: { 200: z.array(freightServiceSchema), ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => filter(currentUser(req), req.body, req.query.language),
  });

  r.get('/freightservice/option/:id', {
    config: { apiKey: 'price:read' },
    schema: {
      tags,
      security,
      summary: 'An added service (service option) with its price and field rules',
      params: idParamsSchema,
      querystring: languageQuery,
      response: { 200: freightServiceOptionSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => catalogue.option(currentUser(req), req.params.id, req.query.language),
  });

  r.get('/freightservice/term/:id', {
    config: { apiKey: 'price:read' },
    schema: {
      tags,
      security,
      summary: 'The terms of a freight service',
      params: idParamsSchema,
      querystring: languageQuery,
      response: { 200: freightServiceTermSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => catalogue.term(currentUser(req), req.params.id, req.query.language),
  });

  r.get('/freightservice/:templateName', {
    config: { apiKey: 'price:read' },
    schema: {
      tags,
      security,
      summary: 'A freight service by its template name',
      params: z.object({ templateName: textSchema.min(1).max(100) }),
      querystring: languageQuery,
      response: { 200: freightServiceSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => catalogue.byName(currentUser(req), req.params.templateName, req.query.language),
  });
}
