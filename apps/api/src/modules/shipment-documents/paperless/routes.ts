import multipart from '@fastify/multipart';
import {
  PAPERLESS_CONTENT_TYPES,
  PAPERLESS_MAX_BYTES,
  paperlessDocumentParamsSchema,
  paperlessDocumentSchema,
  paperlessListResponseSchema,
  paperlessParamsSchema,
  paperlessUploadQuerySchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../platform/auth-plugin.ts';
import { sendFile } from '../../../platform/files/attachment.ts';
import { oneFileLimits, uploadedFile } from '../../../platform/files/upload.ts';
import { errorResponses, fileResponse } from '../../../platform/schemas.ts';

/** UPS paperless documents of a shipment (SPEC §2 `/consignment/upspaperless`). */
export async function paperlessRoutes(app: FastifyInstance) {
  const service = app.shipmentDocuments.paperless;
  const tags = ['consignment'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  // Its own scope: only the upload reads multipart bodies: one file, a few form fields ignored.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: oneFileLimits(PAPERLESS_MAX_BYTES),
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/consignment/upspaperless/:id', {
      config: { apiKey: 'documents:write' },
      schema: {
        tags,
        security,
        summary:
          'Upload a paperless document (multipart field "file": PDF, PNG, JPEG, GIF, TIFF or BMP by content, at most 10 MB, 13 a shipment)',
        params: paperlessParamsSchema,
        querystring: paperlessUploadQuerySchema,
        upload: { field: 'file', description: 'PDF, PNG, JPEG, GIF, TIFF or BMP, at most 10 MB' },
        response: { 201: paperlessDocumentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
      onRequest,
      handler: async (req, reply) => {
        const file = await uploadedFile(scope, req, {
          missing: 'paperless.file_missing',
          tooLarge: 'paperless.too_large',
        });
        const document = await service.upload(currentUser(req), req.params.id, req.query.documentType, file);
        return reply.status(201).send(document);
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/consignment/upspaperless/:id', {
    config: { apiKey: 'documents:read' },
    schema: {
      tags,
      security,
      summary: "The shipment's paperless documents and whether its destination takes them",
      params: paperlessParamsSchema,
      response: { 200: paperlessListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: (req) => service.list(currentUser(req), req.params.id),
  });

  r.post('/consignment/upspaperless/:id/invoice', {
    config: { apiKey: 'documents:write' },
    schema: {
      tags,
      security,
      summary:
        "Send the shipment's saved customs invoice as its paperless commercial invoice (replaces one sent before)",
      params: paperlessParamsSchema,
      response: { 201: paperlessDocumentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: async (req, reply) =>
      reply.status(201).send(await service.sendInvoice(currentUser(req), req.params.id)),
  });

  r.get('/consignment/upspaperless/:id/:documentId', {
    config: { apiKey: 'documents:read' },
    schema: {
      tags,
      security,
      summary: 'Download a paperless document of the shipment (the file as uploaded)',
      params: paperlessDocumentParamsSchema,
      response: {
        200: fileResponse(Object.keys(PAPERLESS_CONTENT_TYPES)),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    onRequest,
    handler: async (req, reply) => {
      const { document, body } = await service.download(
        currentUser(req),
        req.params.id,
        req.params.documentId,
      );
      return sendFile(reply, { contentType: document.contentType, fileName: document.fileName, body });
    },
  });

  r.delete('/consignment/upspaperless/:id/:documentId', {
    config: { apiKey: 'documents:write' },
    schema: {
      tags,
      security,
      summary: 'Delete a paperless document of the shipment',
      params: paperlessDocumentParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: async (req, reply) => {
      await service.remove(currentUser(req), req.params.id, req.params.documentId);
      return reply.status(204).send(null);
    },
  });
}
