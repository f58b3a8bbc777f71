import {
  mailDetailSchema,
  mailQueuedSchema,
  outboxPageSchema,
  outboxQuerySchema,
  testMailRequestSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { MailConfig } from '../../platform/config.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { outboxService } from './outbox-service.ts';

/** The MailTest page's calls: company administrators only (customer level 1). */
export async function mailTestRoutes(app: FastifyInstance, opts: { config: MailConfig; from: string }) {
  const service = outboxService({
    db: app.db,
    mail: app.mail,
    customers: app.customers,
    config: opts.config,
    from: opts.from,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];
  const security = [{ bearerAuth: [] }];

  r.get('/mail/outbox', {
    schema: {
      tags,
      security,
      summary: "One page of the company's outbox, newest first",
      querystring: outboxQuerySchema,
      response: { 200: outboxPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.page(currentUser(req), req.query),
  });

  r.get('/mail/outbox/:id', {
    schema: {
      tags,
      security,
      summary: 'One mail of the company as it is sent, with its delivery state',
      params: z.object({ id: z.uuid() }),
      response: { 200: mailDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.detail(currentUser(req), req.params.id),
  });

  r.post('/mail/test', {
    schema: {
      tags,
      security,
      summary: 'Queue a test mail to any address, through the same outbox and delivery as every mail',
      body: testMailRequestSchema,
      response: { 202: mailQueuedSchema, ...errorResponses(400, 401, 403, 429) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => reply.status(202).send(await service.sendTest(currentUser(req), req.body)),
  });
}
