import {
  bookingHeadersSchema,
  custIdParamsSchema,
  orderBookRequestSchema,
  orderBulkDeleteRequestSchema,
  orderBulkResponseSchema,
  orderCancelRequestSchema,
  orderCreateRequestSchema,
  orderCreateResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderNoParamsSchema,
  orderPrintedRequestSchema,
  orderSchema,
  orderUpdateRequestSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses, withHeaders } from '../../platform/schemas.ts';
import { replayedHeader } from './idempotency-header.ts';
import type { BookingServices } from './services.ts';

/** Orders (SPEC §7): the send list and the booked list, and booking. Signed-in customers only. */
export async function orderRoutes(app: FastifyInstance, opts: { services: BookingServices }) {
  const { orders, booking, cancelling } = opts.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['order'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  r.post('/order', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Create an unbooked order with a temporary 16-character order number',
      body: orderCreateRequestSchema,
      response: { 201: orderCreateResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest,
    handler: async (req, reply) => reply.status(201).send(await orders.create(currentUser(req), req.body)),
  });

  r.put('/order', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Change an unbooked order; the insurance price is computed by the server',
      body: orderUpdateRequestSchema,
      response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest,
    handler: (req) => orders.update(currentUser(req), req.body),
  });

  r.put('/order/book', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary:
        'Book the order with the carrier, once: priced again from the tariffs; an Idempotency-Key replays the first answer for 24 h',
      headers: bookingHeadersSchema,
      body: orderBookRequestSchema,
      response: {
        200: withHeaders(orderSchema, replayedHeader),
        ...errorResponses(400, 401, 403, 404, 409, 422, 503),
      },
    },
    onRequest,
    handler: async (req, reply) => {
      const answer = await booking.bookOrder(currentUser(req), req.body, req.headers['idempotency-key']);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
  });

  r.put('/order/cancel', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary:
        "Cancel the order's booking with the carrier before pickup; a cancelled order answers as it is",
      body: orderCancelRequestSchema,
      response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
    },
    onRequest,
    handler: (req) => cancelling.cancelOrder(currentUser(req), req.body),
  });

  r.put('/order/bulk/delete', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Delete the listed unbooked orders with their consignments: all, or none when one is refused',
      body: orderBulkDeleteRequestSchema,
      response: { 200: orderBulkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest,
    handler: (req) => orders.remove(currentUser(req), req.body),
  });

  r.put('/order/printed', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Mark booked orders printed',
      body: orderPrintedRequestSchema,
      response: { 200: orderBulkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest,
    handler: (req) => orders.markPrinted(currentUser(req), req.body),
  });

  r.get('/order/customer/:custId', {
    config: { apiKey: 'book:read' },
    schema: {
      tags,
      security,
      summary:
        "One page of the caller's orders, sorted on the server: booked=0 the send list, booked=1 the booked list (the whole company's with showAllBooked). page (from 1), pageSize (10, 25, 50, 100), sort (datePlaced, dateBooked, orderNo, consignmentNo, receiver, calculatedPrice), order (asc, desc), search (order, consignment or reference number, receiver), status (none, booked, printed, confirmed, pickup, inTransit, delivered), from/to (days in Swedish time)",
      params: custIdParamsSchema,
      querystring: orderListQuerySchema,
      response: { 200: orderListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => orders.list(currentUser(req), req.params.custId, req.query),
  });

  r.get('/order/:orderNo', {
    config: { apiKey: 'book:read' },
    schema: {
      tags,
      security,
      summary: "An order of the caller's company with its consignment (an archived one as a summary)",
      params: orderNoParamsSchema,
      response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => orders.get(currentUser(req), req.params.orderNo),
  });

  r.delete('/order/:orderNo', {
    config: { apiKey: 'book:write' },
    schema: {
      tags,
      security,
      summary: 'Delete an unbooked order and its consignment',
      params: orderNoParamsSchema,
      response: { 200: orderBulkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest,
    handler: (req) => orders.remove(currentUser(req), [req.params.orderNo]),
  });
}
