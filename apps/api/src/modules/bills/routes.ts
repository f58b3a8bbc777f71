import {
  billBalanceSchema,
  billLinkQuerySchema,
  billListQuerySchema,
  billListResponseSchema,
  billOrderListQuerySchema,
  billOrderListResponseSchema,
  billOrderSchema,
  billSchema,
  custIdParamsSchema,
  idParamsSchema,
  payLaterApplicationRequestSchema,
  payLaterStatusSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { sendFile } from '../../platform/files/attachment.ts';
import { errorResponses, fileResponse } from '../../platform/schemas.ts';

/** The six bill calls of SPEC §7 and the pay-later application (issue 33.5, 33.7). */
export async function billRoutes(app: FastifyInstance) {
  const { service, links, payLater } = app.bills;
  const tags = ['bill'];
  const security = [{ bearerAuth: [] }];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/bill/customer/:custId', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary: "The company's bills dated in the range, newest first (administrators)",
      params: custIdParamsSchema,
      querystring: billListQuerySchema,
      response: { 200: billListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.bills(currentUser(req), req.params.custId, req.query),
  });

  r.get('/bill/balance/customer/:custId', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary: "The company's account: credit limit, unbilled, overdue, not overdue, credit and what is left",
      params: custIdParamsSchema,
      response: { 200: billBalanceSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.balance(currentUser(req), req.params.custId),
  });

  r.get('/bill/order/customer/:custId', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary: "Bill orders created in the range: the company's for an administrator, else the caller's own",
      params: custIdParamsSchema,
      querystring: billOrderListQuerySchema,
      response: { 200: billOrderListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.orders(currentUser(req), req.params.custId, req.query),
  });

  r.get('/bill/order/:id', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary: 'One bill order',
      params: idParamsSchema,
      response: { 200: billOrderSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.order(currentUser(req), req.params.id),
  });

  r.get('/bill/link/:id', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary:
        'The invoice as PDF, or as a Peppol BIS Billing 3.0 e-invoice (format=ubl); not for credit notes',
      params: idParamsSchema,
      querystring: billLinkQuerySchema,
      response: {
        200: fileResponse(['application/pdf', 'application/xml']),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) =>
      sendFile(reply, await links.link(currentUser(req), req.params.id, req.query.format)),
  });

  r.get('/bill/paylater/customer/:custId', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary: "The company's invoice payment: its latest application and the credit it has",
      params: custIdParamsSchema,
      response: { 200: payLaterStatusSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => payLater.status(currentUser(req), req.params.custId),
  });

  r.post('/bill/paylater/customer/:custId', {
    schema: {
      tags,
      security,
      summary: 'Apply for invoice payment (administrators); one application waits at a time',
      params: custIdParamsSchema,
      body: payLaterApplicationRequestSchema,
      response: { 201: payLaterStatusSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) =>
      reply.status(201).send(await payLater.apply(currentUser(req), req.params.custId, req.body)),
  });

  r.get('/bill/:id', {
    config: { apiKey: 'bills:read' },
    schema: {
      tags,
      security,
      summary: 'One bill of the company (administrators)',
      params: idParamsSchema,
      response: { 200: billSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.bill(currentUser(req), req.params.id),
  });
}
