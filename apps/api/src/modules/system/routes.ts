import { appSettingsSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/schemas.ts';
import { systemRepository } from './repository.ts';
import { systemService } from './service.ts';

export async function systemRoutes(app: FastifyInstance, opts: { loginPageEnabled: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = systemService(systemRepository(app.db));
  const status = z.object({ status: z.literal('ok') });
  const carriers = z.array(
    z.object({
      code: z.number().int(),
      mode: z.enum(['live', 'sandbox']),
      circuit: z.enum(['closed', 'open', 'half-open']).optional(),
    }),
  );
  r.get('/health', {
    schema: {
      tags: ['system'],
      summary:
        'Readiness: the server and its database answer (the load balancer check), and how each carrier books',
      response: { 200: status.extend({ carriers }), ...errorResponses(503) },
    },
    handler: async () => ({ ...(await service.readiness()), carriers: app.carriers.status() }),
  });
  r.get('/health/live', {
    schema: {
      tags: ['system'],
      summary: 'Liveness: the process runs and answers, whatever its database does',
      response: { 200: status },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/config', {
    schema: {
      tags: ['system'],
      summary: 'What the web app needs to know before sign-in',
      response: { 200: appSettingsSchema, ...errorResponses(429) },
    },
    config: { rateLimit: app.rateLimits.public },
    handler: async () => ({ loginPageEnabled: opts.loginPageEnabled }),
  });
}
