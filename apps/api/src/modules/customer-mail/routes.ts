import { emailQuerySchema, emailRequestSchema, mailQueuedSchema } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { MailConfig } from '../../platform/config.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { emailService } from './service.ts';

export async function emailRoutes(app: FastifyInstance, opts: { config: MailConfig }) {
  const service = emailService({
    db: app.db,
    mail: app.mail,
    customers: app.customers,
    config: opts.config,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/email', {
    schema: {
      tags: ['email'],
      security: [{ bearerAuth: [] }],
      summary:
        'Queue a mail from the signed-in customer to a carrier, customer service or colleagues (never another address)',
      querystring: emailQuerySchema,
      body: emailRequestSchema,
      response: { 202: mailQueuedSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => {
      const queued = await service.send(currentUser(req), req.query, req.body);
      return reply.status(202).send(queued);
    },
  });
}
