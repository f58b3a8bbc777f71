import { servicePointListSchema, servicePointQuerySchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { servicePointService } from './service.ts';

/**
 * Service points (issue 31.6): `GET /servicepoint?supplierId=&postcode=&countryCode=`, the
 * carrier's points near the receiver's postcode for step 3's finder. SPEC §7 names no call for
 * it; the name follows its singular, lower-case paths (`/postcode`, `/freightservice`). A lookup
 * that asks a carrier, so it is limited as the other lookups are.
 */
export async function servicePointRoutes(app: FastifyInstance) {
  const service = servicePointService({ carriers: app.carriers, customers: app.customers });
  app.withTypeProvider<ZodTypeProvider>().get('/servicepoint', {
    schema: {
      tags: ['servicepoint'],
      security: [{ bearerAuth: [] }],
      summary: "A carrier's service points (access points) near a postcode, nearest first",
      querystring: servicePointQuerySchema,
      response: { 200: servicePointListSchema, ...errorResponses(400, 401, 404, 429) },
    },
    config: { apiKey: 'book:read', rateLimit: app.rateLimits.public },
    onRequest: app.authenticate,
    handler: (req) => service.near(currentUser(req), req.query),
  });
}
