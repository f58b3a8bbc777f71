import {
  DEFAULT_LANGUAGE,
  freightServiceFilterRequestSchema,
  freightServiceOptionSchema,
  freightServiceSchema,
  freightServiceTermSchema,
  idParamsSchema,
  languageSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { pricingCustomerRepository } from '../pricing/customer-repository.ts';
import { freightServiceFilter } from './filter.ts';
import { presentFreightService, presentOption } from './presenter.ts';

const languageQuery = z.object({ language: languageSchema.default(DEFAULT_LANGUAGE) });

export async function freightServiceRoutes(app: FastifyInstance, opts: { today?: () => string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['freightservice'];
  const security = [{ bearerAuth: [] }];
  const filter = freightServiceFilter(pricingCustomerRepository(app.db), app.tariffs, opts.today);

  r.post('/freightservice/filter', {
    schema: {
      tags,
      security,
      summary: 'The freight services that can carry a consignment for the customer',
      body: freightServiceFilterRequestSchema,
      querystring: languageQuery,
      response: { 200: z.array(freightServiceSchema), ...errorResponses(400, 401, 404) },
    },
    preHandler: app.authenticate,
    handler: (req) => filter(currentUser(req), req.body, req.query.language),
  });

  r.get('/freightservice/option/:id', {
    schema: {
      tags,
      security,
      summary: 'An added service (service option) with its price and field rules',
      params: idParamsSchema,
      querystring: languageQuery,
      response: { 200: freightServiceOptionSchema, ...errorResponses(400, 401, 404) },
    },
    preHandler: app.authenticate,
    handler: async (req) => {
      const book = await app.tariffs.current();
      const option = book.optionsById.get(req.params.id);
      const template = option && book.templates.find((t) => t.id === option.templateId);
      if (!option || !template) throw new AppError('freightservice.not_found');
      return presentOption(option, template.templateName, req.query.language);
    },
  });

  r.get('/freightservice/term/:id', {
    schema: {
      tags,
      security,
      summary: 'The terms of a freight service',
      params: idParamsSchema,
      querystring: languageQuery,
      response: { 200: freightServiceTermSchema, ...errorResponses(400, 401, 404) },
    },
    preHandler: app.authenticate,
    handler: async (req) => {
      const book = await app.tariffs.current();
      const t = book.templates.find((x) => x.id === req.params.id);
      if (!t) throw new AppError('freightservice.not_found');
      const language = req.query.language;
      return {
        id: t.id,
        templateName: t.templateName,
        templateSubject: t.templateSubject,
        language,
        terms: language === 'sv' ? t.termsSv : t.termsEn,
      };
    },
  });

  r.get('/freightservice/:templateName', {
    schema: {
      tags,
      security,
      summary: 'A freight service by its template name',
      params: z.object({ templateName: z.string().min(1).max(100) }),
      querystring: languageQuery,
      response: { 200: freightServiceSchema, ...errorResponses(400, 401, 404) },
    },
    preHandler: app.authenticate,
    handler: async (req) => {
      const book = await app.tariffs.current();
      const t = book.templatesByName.get(req.params.templateName);
      if (!t) throw new AppError('freightservice.not_found');
      return presentFreightService(book, t, req.query.language);
    },
  });
}
