import {
  customsInvoiceRequestSchema,
  customsInvoiceResponseSchema,
  customsParamsSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../platform/auth-plugin.ts';
import { attachment } from '../../../platform/files/attachment.ts';
import { errorResponses, fileResponse } from '../../../platform/schemas.ts';

/**
 * The customs invoice of a shipment (SPEC §2 `/consignment/customs`): read, kept as the form
 * holds it, and printed alone. Only the caller's company's shipments; the demo user has none.
 */
export async function customsRoutes(app: FastifyInstance) {
  const service = app.shipmentDocuments.customs;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignment'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  r.get('/consignment/customs/:id', {
    config: { apiKey: 'documents:read' },
    schema: {
      tags,
      security,
      summary:
        "The shipment's customs invoice (or a draft from the shipment), its problems and whether the shipment needs one",
      params: customsParamsSchema,
      response: { 200: customsInvoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.get(currentUser(req), req.params.id),
  });

  r.put('/consignment/customs/:id', {
    config: { apiKey: 'documents:write' },
    schema: {
      tags,
      security,
      summary: 'Keep the customs invoice as filled in; answers it with what still keeps it from printing',
      params: customsParamsSchema,
      body: customsInvoiceRequestSchema,
      response: { 200: customsInvoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.save(currentUser(req), req.params.id, req.body),
  });

  r.post('/consignment/customs/:id/pdf', {
    config: { apiKey: 'documents:read' },
    schema: {
      tags,
      security,
      summary:
        'The saved customs invoice as a PDF (application/pdf); 400 customs.invoice_incomplete names each field customs would refuse',
      params: customsParamsSchema,
      response: { 200: fileResponse(['application/pdf']), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: async (req, reply) => {
      const { invoice, body } = await service.pdf(currentUser(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(`invoice-${invoice.invoiceNo}.pdf`))
        .send(body);
    },
  });

  r.delete('/consignment/customs/:id', {
    config: { apiKey: 'documents:write' },
    schema: {
      tags,
      security,
      summary:
        'Remove the saved customs invoice (the shipment then offers its draft again); 404 customs.invoice_missing when none is saved',
      params: customsParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: async (req, reply) => {
      await service.remove(currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
}
