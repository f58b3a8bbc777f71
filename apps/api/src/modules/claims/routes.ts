import multipart from '@fastify/multipart';
import {
  AFTERCARE_CONTENT_TYPES,
  AFTERCARE_FILE_MAX_BYTES,
  aftercareDeadlinesParamsSchema,
  aftercareDeadlinesResponseSchema,
  aftercareFileSchema,
  claimConsignmentParamsSchema,
  claimCreateRequestSchema,
  claimFileParamsSchema,
  claimFileQuerySchema,
  claimListResponseSchema,
  claimSchema,
  claimStatusRequestSchema,
  claimUpdateRequestSchema,
  idParamsSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { sendFile } from '../../platform/files/attachment.ts';
import { oneFileLimits, uploadedFile } from '../../platform/files/upload.ts';
import { errorResponses, fileResponse } from '../../platform/schemas.ts';

/** Insurance claims on insured booked shipments (SPEC §2 `/consignment/claim`, issue 32.4). */
export async function claimRoutes(app: FastifyInstance) {
  const { service, submit } = app.claims;
  const tags = ['claim'];
  const security = [{ bearerAuth: [] }];

  // Its own scope: only the upload reads multipart bodies: one file, a few form fields ignored.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: oneFileLimits(AFTERCARE_FILE_MAX_BYTES) });
    scope.withTypeProvider<ZodTypeProvider>().post('/claim/file/upload/:id', {
      schema: {
        tags,
        security,
        summary:
          'Attach a file to a draft claim (multipart field "file": PDF, JPEG, PNG, HEIC, Word, Excel or text by content; at most 10 MB, 25 MB a claim)',
        params: idParamsSchema,
        upload: {
          field: 'file',
          description: 'Photos, the invoice of the goods, the signed delivery receipt: at most 10 MB',
        },
        response: { 201: aftercareFileSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
      onRequest: app.authenticateNonDemo,
      handler: async (req, reply) => {
        const file = await uploadedFile(scope, req, {
          missing: 'claim.file_missing',
          tooLarge: 'claim.file_too_large',
        });
        return reply.status(201).send(await service.upload(currentUser(req), req.params.id, file));
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/claim', {
    schema: {
      tags,
      security,
      summary: 'Start a draft claim on an insured booked shipment (the amount at most its insured value)',
      body: claimCreateRequestSchema,
      response: { 201: claimSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => reply.status(201).send(await service.create(currentUser(req), req.body)),
  });

  r.put('/claim', {
    schema: {
      tags,
      security,
      summary: 'Change a draft claim (a submitted one answers 409)',
      body: claimUpdateRequestSchema,
      response: { 200: claimSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.update(currentUser(req), req.body),
  });

  r.get('/claim/file/download', {
    schema: {
      tags,
      security,
      summary:
        'Download an attachment of a claim by its opaque id (filePath); the name in Content-Disposition',
      querystring: claimFileQuerySchema,
      response: {
        200: fileResponse(Object.keys(AFTERCARE_CONTENT_TYPES)),
        ...errorResponses(400, 401, 404),
      },
    },
    onRequest: app.authenticate,
    handler: async (req, reply) => {
      const { file, body } = await service.download(currentUser(req), req.query.filePath);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body });
    },
  });

  r.delete('/claim/file/:id/:fileId', {
    schema: {
      tags,
      security,
      summary: 'Remove an attachment of a draft claim',
      params: claimFileParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => {
      await service.removeFile(currentUser(req), req.params.id, req.params.fileId);
      return reply.status(204).send(null);
    },
  });

  r.get('/claim/consignment/:consignmentId', {
    schema: {
      tags,
      security,
      summary: "A shipment's claims, newest first",
      params: claimConsignmentParamsSchema,
      response: { 200: claimListResponseSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.listByConsignment(currentUser(req), req.params.consignmentId),
  });

  r.post('/claim/submit/:id', {
    schema: {
      tags,
      security,
      summary:
        'Submit a draft claim: it gets its claim number, and the insurer its mail with every attachment (a copy to the user)',
      params: idParamsSchema,
      response: { 200: claimSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => submit(currentUser(req), req.params.id),
  });

  r.put('/claim/status/:id', {
    schema: {
      tags,
      security,
      summary: "Record the insurer's decision on a submitted claim (administrators of the company only)",
      params: idParamsSchema,
      body: claimStatusRequestSchema,
      response: { 200: claimSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.setStatus(currentUser(req), req.params.id, req.body.status),
  });

  r.get('/claim/:id', {
    schema: {
      tags,
      security,
      summary: 'An insurance claim with its attachments',
      params: idParamsSchema,
      response: { 200: claimSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.get(currentUser(req), req.params.id),
  });

  r.get('/consignment/deadlines/:id', {
    schema: {
      tags: ['consignment'],
      security,
      summary:
        "The receiver's notice deadlines of a booked shipment (hidden damage, delay, time bar) from its delivery",
      params: aftercareDeadlinesParamsSchema,
      response: { 200: aftercareDeadlinesResponseSchema, ...errorResponses(400, 401, 404, 409) },
    },
    onRequest: app.authenticate,
    handler: (req) => app.claims.deadlines.forUser(currentUser(req), req.params.id),
  });
}
