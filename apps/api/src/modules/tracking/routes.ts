import {
  orderNoParamsSchema,
  publicTrackingSchema,
  shipmentTrackingSchema,
  trackingTokenSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { trackingService } from './service.ts';

export interface TrackingRoutesOptions {
  /** Where the product is reached from outside: the receiver's links start with it. */
  publicUrl: string;
}

/**
 * A booked shipment's tracking for its company (the consignment page's timeline and the receiver's
 * link), and the receiver's own page, which needs no sign-in: its token is the key.
 */
export async function trackingRoutes(app: FastifyInstance, opts: TrackingRoutesOptions) {
  const service = trackingService(app.db, opts.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking'];
  const security = [{ bearerAuth: [] }];

  r.get('/order/:orderNo/tracking', {
    config: { apiKey: 'tracking:read' },
    schema: {
      tags,
      security,
      summary: "A booked shipment's status, expected delivery, links and events (newest first)",
      params: orderNoParamsSchema,
      response: { 200: shipmentTrackingSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.get(currentUser(req), req.params.orderNo),
  });

  r.put('/order/:orderNo/tracking/link', {
    config: { apiKey: 'tracking:write' },
    schema: {
      tags,
      security,
      summary: "A new link to the receiver's tracking page (an earlier link stops working)",
      params: orderNoParamsSchema,
      response: { 200: shipmentTrackingSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.renewLink(currentUser(req), req.params.orderNo),
  });

  r.delete('/order/:orderNo/tracking/link', {
    config: { apiKey: 'tracking:write' },
    schema: {
      tags,
      security,
      summary: "Close the receiver's tracking page: its link answers 404 from now on",
      params: orderNoParamsSchema,
      response: { 200: shipmentTrackingSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.revokeLink(currentUser(req), req.params.orderNo),
  });

  r.get('/public/tracking/:token', {
    schema: {
      tags,
      summary: "The receiver's tracking page: status, expected delivery and events by city",
      params: z.object({ token: trackingTokenSchema }),
      response: { 200: publicTrackingSchema, ...errorResponses(400, 404, 429) },
    },
    config: { rateLimit: app.rateLimits.public },
    handler: (req) => service.forReceiver(req.params.token),
  });
}
