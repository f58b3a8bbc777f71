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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../platform/auth-plugin.ts';
import { AppError } from '../../../platform/errors.ts';
import { errorResponses, fileResponse } from '../../../platform/schemas.ts';
import { attachment } from '../attachment.ts';

/** The one file of an upload, read whole; over 10 MB the stream is cut off at once. */
async function uploadedFile(app: FastifyInstance, req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError('paperless.file_missing');
  const part = await req.file();
  if (part?.fieldname !== 'file') throw new AppError('paperless.file_missing');
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new AppError('paperless.too_large');
    throw err;
  }
}

/** UPS paperless documents of a shipment (SPEC §2 `/consignment/upspaperless`). */
export async function paperlessRoutes(app: FastifyInstance) {
  const service = app.shipmentDocuments.paperless;
  const tags = ['consignment'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  // Its own scope: only the upload reads multipart bodies: one file, a few form fields ignored.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PAPERLESS_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/consignment/upspaperless/:id', {
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
        const file = await uploadedFile(scope, req);
        const document = await service.upload(currentUser(req), req.params.id, req.query.documentType, file);
        return reply.status(201).send(document);
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/consignment/upspaperless/:id', {
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
      return reply
        .type(document.contentType)
        .header('Content-Disposition', attachment(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    },
  });

  r.delete('/consignment/upspaperless/:id/:documentId', {
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
