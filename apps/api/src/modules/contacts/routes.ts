import {
  CONTACT_BULK_FLAGS,
  type ContactBulkFlag,
  contactBulkDeleteRequestSchema,
  contactBulkFlagQuerySchema,
  contactBulkFlagRequestSchema,
  contactBulkResponseSchema,
  contactCreateRequestSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactSchema,
  contactUpdateRequestSchema,
  custIdParamsSchema,
  idParamsSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { contactRepository } from './repository.ts';
import { contactService } from './service.ts';

/**
 * The address book (SPEC §7 Contacts). Every route is for signed-in customers (the demo user has
 * no contacts), and only ever reaches contacts of the caller's own company.
 */
export async function contactRoutes(app: FastifyInstance) {
  const service = contactService(contactRepository(app.db), app.customers, app.events, app.audit);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  r.get('/contact/customer/:custId', {
    config: { apiKey: 'contacts:read' },
    schema: {
      tags,
      security,
      summary: "One page of the contacts the customer sees: the company's, or their own (filterContacts)",
      params: custIdParamsSchema,
      querystring: contactListQuerySchema,
      response: { 200: contactListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.list(currentUser(req), req.params.custId, req.query),
  });

  r.get('/contact/:id', {
    config: { apiKey: 'contacts:read' },
    schema: {
      tags,
      security,
      summary: "A contact of the customer's company",
      params: idParamsSchema,
      response: { 200: contactSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.get(currentUser(req), req.params.id),
  });

  r.post('/contact', {
    config: { apiKey: 'contacts:write' },
    schema: {
      tags,
      security,
      summary: 'Create a contact owned by the customer; primary makes it their sender favourite',
      body: contactCreateRequestSchema,
      response: { 201: contactSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest,
    handler: async (req, reply) => reply.status(201).send(await service.create(currentUser(req), req.body)),
  });

  r.put('/contact', {
    config: { apiKey: 'contacts:write' },
    schema: {
      tags,
      security,
      summary: 'Change a contact; a locked one only by its owner or an administrator',
      body: contactUpdateRequestSchema,
      response: { 200: contactSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.update(currentUser(req), req.body),
  });

  r.delete('/contact/:id', {
    config: { apiKey: 'contacts:write' },
    schema: {
      tags,
      security,
      summary: 'Delete a contact; a sender favourite pointing at it is cleared',
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: async (req, reply) => {
      await service.remove(currentUser(req), [req.params.id], 'one');
      return reply.status(204).send(null);
    },
  });

  r.put('/contact/bulk/delete', {
    config: { apiKey: 'contacts:write' },
    schema: {
      tags,
      security,
      summary: 'Delete the listed contacts: all of them, or none when one is refused',
      body: contactBulkDeleteRequestSchema,
      response: { 200: contactBulkResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.remove(currentUser(req), req.body, 'bulk'),
  });

  for (const flag of Object.keys(CONTACT_BULK_FLAGS) as ContactBulkFlag[]) {
    r.put(`/contact/bulk/${flag}`, {
      config: { apiKey: 'contacts:write' },
      schema: {
        tags,
        security,
        summary: `Set or clear ${CONTACT_BULK_FLAGS[flag]} on the listed contacts: all, or none when one is refused`,
        querystring: contactBulkFlagQuerySchema,
        body: contactBulkFlagRequestSchema,
        response: { 200: contactBulkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest,
      handler: (req) => service.setFlag(currentUser(req), flag, req.query.checked, req.body),
    });
  }
}
