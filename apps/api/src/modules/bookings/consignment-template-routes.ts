import { consignmentSchema, newConsignment } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/schemas.ts';

/** A blank consignment with every default, so every screen starts from the same shape. */
export async function consignmentTemplateRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/consignment/template', {
    schema: {
      tags: ['consignment'],
      security: [{ bearerAuth: [] }],
      summary: 'A new consignment: consignor then consignee in SE and one parcel goods item',
      response: { 200: consignmentSchema, ...errorResponses(401) },
    },
    config: { apiKey: 'book:read' },
    onRequest: app.authenticate,
    handler: () => newConsignment(),
  });
}
