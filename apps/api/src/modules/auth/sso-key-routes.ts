import { emailAddressSchema, positiveIdSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { registerJsonParser, SMALL_BODY_LIMIT } from '../../platform/json-body.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { authRepository } from './repository.ts';
import { createSsoKey, refuseReplay, verifySsoSignature } from './sso.ts';

const bodySchema = z
  .object({ customerId: positiveIdSchema.optional(), email: emailAddressSchema.optional() })
  .refine((b) => b.customerId !== undefined || b.email !== undefined, {
    message: 'customerId or email is required',
  });

/**
 * For integrating systems: POST a JSON body naming the customer, with headers
 * `X-Skeppa-Timestamp` (unix seconds) and `X-Skeppa-Signature` (hex HMAC-SHA256 of
 * `${timestamp}.${body}` under SSO_SHARED_SECRET). Answers 404 unless the secret is configured.
 */
export async function ssoKeyRoutes(app: FastifyInstance, opts: { sharedSecret?: string }) {
  // The signature covers the exact bytes sent, so this context keeps the raw body.
  registerJsonParser(app, { keepRawBody: true });
  const repo = authRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().post('/auth/sso/key', {
    schema: {
      tags: ['auth'],
      summary: 'Create a one-time SSO key (signed request from an integrating system)',
      body: bodySchema,
      response: {
        200: z.object({ key: z.string(), customerId: z.number(), expiresAt: z.string() }),
        ...errorResponses(400, 401, 404, 429),
      },
    },
    config: { rateLimit: app.rateLimits.signin },
    bodyLimit: SMALL_BODY_LIMIT,
    preValidation: async (req) => {
      if (!opts.sharedSecret) throw new AppError('auth.sso_disabled');
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const verified = verifySsoSignature(
        opts.sharedSecret,
        header('x-skeppa-timestamp'),
        header('x-skeppa-signature'),
        req.rawBody ?? '',
      );
      await refuseReplay(repo, verified);
    },
    handler: (req) => createSsoKey(repo, req.body),
  });
}
