import { priceRequestSchema, priceResponseSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { pricingService } from './service.ts';

/** Pricing is open to customers and the demo user (visitors price through the demo sign-in). */
export async function pricingRoutes(app: FastifyInstance, opts: { today?: () => string }) {
  const service = pricingService(app.pricingCustomers, app.tariffs, opts.today);
  app.withTypeProvider<ZodTypeProvider>().post('/consignment/price', {
    config: { apiKey: 'price:read' },
    schema: {
      tags: ['consignment'],
      security: [{ bearerAuth: [] }],
      summary: 'Price a list of consignments with every freight service that fits',
      body: priceRequestSchema,
      response: { 200: priceResponseSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.price(currentUser(req), req.body),
  });
}
