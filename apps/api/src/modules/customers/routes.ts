import {
  agreementNoResponseSchema,
  customerCarriersRequestSchema,
  customerCompanyRequestSchema,
  customerDetailsRequestSchema,
  customerSchema,
  customerSettingRequestSchema,
  idParamsSchema,
  idTextSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';

export async function customerRoutes(app: FastifyInstance) {
  const service = app.customers;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  const security = [{ bearerAuth: [] }];

  r.get('/customer/:id', {
    schema: {
      tags,
      security,
      summary: 'The signed-in customer with company details, settings and carriers',
      params: idParamsSchema,
      response: { 200: customerSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.get(currentUser(req), req.params.id),
  });

  r.put('/customer/setting/:id', {
    schema: {
      tags,
      security,
      summary: 'Change one of the customer settings (SPEC §7, the mail language, the tracking notices)',
      params: idParamsSchema,
      body: customerSettingRequestSchema,
      response: { 200: customerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.updateSetting(currentUser(req), req.params.id, req.body),
  });

  r.put('/customer/company/:id', {
    schema: {
      tags,
      security,
      summary: "Change the company's details; administrators (customer level 1) only",
      params: idParamsSchema,
      body: customerCompanyRequestSchema,
      response: { 200: customerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.updateCompany(currentUser(req), req.params.id, req.body),
  });

  r.put('/customer/details/:id', {
    schema: {
      tags,
      security,
      summary: "Change the signed-in user's own name, phone and mobile",
      params: idParamsSchema,
      body: customerDetailsRequestSchema,
      response: { 200: customerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.updateDetails(currentUser(req), req.params.id, req.body),
  });

  r.put('/customer/carriers/:id', {
    schema: {
      tags,
      security,
      summary: "Replace the customer's carrier list; a carrier left out or inactive is not used",
      params: idParamsSchema,
      body: customerCarriersRequestSchema,
      response: { 200: customerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.replaceCarriers(currentUser(req), req.params.id, req.body),
  });

  r.get('/customer/agreementno/:id', {
    schema: {
      tags,
      security,
      summary: "The customer's agreement number with a carrier, or the carrier's default",
      params: idParamsSchema,
      querystring: z.object({ supplierId: idTextSchema }),
      response: { 200: agreementNoResponseSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.agreementNo(currentUser(req), req.params.id, req.query.supplierId),
  });
}
