import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/schemas.ts';

export async function systemRoutes(app: FastifyInstance, opts: { loginPageEnabled: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  });
  r.get('/config', {
    schema: {
      tags: ['system'],
      summary: 'What the web app needs to know before sign-in',
      response: { 200: z.object({ loginPageEnabled: z.boolean() }), ...errorResponses(429) },
    },
    config: { rateLimit: app.rateLimits.public },
    handler: async () => ({ loginPageEnabled: opts.loginPageEnabled }),
  });
}
