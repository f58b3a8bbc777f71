import { isSwedishPostcode, postcodeKey, postcodeLookupSchema, textSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { postcodeRepository } from './repository.ts';

export async function postcodeRoutes(app: FastifyInstance) {
  const repo = postcodeRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().get('/postcode/:countrycode/:postcode', {
    schema: {
      tags: ['postcode'],
      summary: 'The city of a postcode',
      params: z.object({
        countrycode: z
          .string()
          .regex(/^[A-Za-z]{2}$/)
          .transform((c) => c.toUpperCase()),
        postcode: textSchema.min(1).max(12),
      }),
      response: { 200: postcodeLookupSchema, ...errorResponses(400, 404, 429) },
    },
    config: { rateLimit: app.rateLimits.public },
    handler: async (req) => {
      const postcode = postcodeKey(req.params.postcode);
      if (req.params.countrycode === 'SE' && !isSwedishPostcode(postcode))
        throw new AppError('postcode.invalid');
      const city = await repo.findCity(req.params.countrycode, postcode);
      if (!city) throw new AppError('postcode.city_not_found');
      return { countrycode: req.params.countrycode, postcode, city };
    },
  });
}
