import {
  bookingHeadersSchema,
  consignmentBookRequestSchema,
  consignmentDeleteRequestSchema,
  consignmentResponseSchema,
  consignmentSaveQuerySchema,
  consignmentSaveRequestSchema,
  consignmentUpdateRequestSchema,
  idParamsSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses, withHeaders } from '../../platform/schemas.ts';
import { replayedHeader } from './idempotency-header.ts';
import type { BookingServices } from './services.ts';

/**
 * Consignments (SPEC §7): save, change, read, delete and book. Signed-in customers only (the
 * demo user prices and selects, never saves: 403), and only the caller's company's consignments.
 */
export async function consignmentRoutes(app: FastifyInstance, opts: { services: BookingServices }) {
  const { consignments, booking } = opts.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignment'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  r.post('/consignment', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary:
        'Save a new consignment; temp=1 saves it for later with placeholders. The receiver hears nothing until it is booked',
      querystring: consignmentSaveQuerySchema,
      body: consignmentSaveRequestSchema,
      response: { 200: consignmentResponseSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest,
    handler: (req) => consignments.save(currentUser(req), req.body, req.query.temp),
  });

  r.put('/consignment', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Change a saved consignment; a booked one is refused (409)',
      body: consignmentUpdateRequestSchema,
      response: { 200: consignmentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest,
    handler: (req) => consignments.update(currentUser(req), req.body),
  });

  r.put('/consignment/book', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary:
        'Save the consignment as sent and book its order with the carrier, once: priced again from the tariffs; an Idempotency-Key replays the first answer for 24 h',
      headers: bookingHeadersSchema,
      body: consignmentBookRequestSchema,
      response: {
        200: withHeaders(consignmentResponseSchema, replayedHeader),
        ...errorResponses(400, 401, 403, 404, 409, 422, 503),
      },
    },
    onRequest,
    handler: async (req, reply) => {
      const answer = await booking.bookConsignment(
        currentUser(req),
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
  });

  r.get('/consignment/:id', {
    config: { apiKey: 'book:read' },
    schema: {
      tags,
      security,
      summary: "A consignment of the caller's company, after the response rules of SPEC §4",
      params: idParamsSchema,
      response: { 200: consignmentResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => consignments.get(currentUser(req), req.params.id),
  });

  r.post('/consignment/delete', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Delete the listed unbooked consignments: all of them, or none when one is refused',
      body: consignmentDeleteRequestSchema,
      response: {
        200: z.object({ ids: z.array(z.number().int()) }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    onRequest,
    handler: (req) => consignments.remove(currentUser(req), req.body),
  });
}
