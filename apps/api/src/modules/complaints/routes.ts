import multipart from '@fastify/multipart';
import {
  AFTERCARE_CONTENT_TYPES,
  AFTERCARE_FILE_MAX_BYTES,
  aftercareFileSchema,
  complaintBulkMarkQuerySchema,
  complaintBulkMarkRequestSchema,
  complaintBulkMarkResponseSchema,
  complaintCreateRequestSchema,
  complaintFileQuerySchema,
  complaintListQuerySchema,
  complaintListResponseSchema,
  complaintReminderResponseSchema,
  complaintSchema,
  complaintUpdateRequestSchema,
  custIdParamsSchema,
  idParamsSchema,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { AppError } from '../../platform/errors.ts';
import { sendFile } from '../../platform/files/attachment.ts';
import { oneFileLimits, uploadedFile } from '../../platform/files/upload.ts';
import { errorResponses, fileResponse } from '../../platform/schemas.ts';

/** Complaints to carriers: the nine calls of SPEC §7 (issue 32.1–2). */
export async function complaintRoutes(app: FastifyInstance) {
  const { service } = app.complaints;
  const tags = ['complaint'];
  const security = [{ bearerAuth: [] }];

  // Its own scope: only the upload reads multipart bodies: one file, a few form fields ignored.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: oneFileLimits(AFTERCARE_FILE_MAX_BYTES) });
    scope.withTypeProvider<ZodTypeProvider>().post('/complaint/file/upload/:id', {
      schema: {
        tags,
        security,
        summary:
          'Attach a file to a complaint (multipart field "file": PDF, JPEG, PNG, HEIC, Word, Excel or text by content; at most 10 MB, 25 MB a complaint)',
        params: idParamsSchema,
        upload: { field: 'file', description: 'Photos, the waybill, the delivery receipt: at most 10 MB' },
        response: { 201: aftercareFileSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
      onRequest: app.authenticateNonDemo,
      handler: async (req, reply) => {
        const file = await uploadedFile(scope, req, {
          missing: 'complaint.file_missing',
          tooLarge: 'complaint.file_too_large',
        });
        return reply.status(201).send(await service.upload(currentUser(req), req.params.id, file));
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/complaint', {
    schema: {
      tags,
      security,
      summary: 'File a complaint to a carrier; send: true sends it to the carrier at once',
      body: complaintCreateRequestSchema,
      response: { 201: complaintSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => reply.status(201).send(await service.create(currentUser(req), req.body)),
  });

  r.put('/complaint', {
    schema: {
      tags,
      security,
      summary:
        "Change a complaint (its text until sent; an administrator also the carrier's reply, processed and the internal comment); send: true sends it",
      body: complaintUpdateRequestSchema,
      response: { 200: complaintSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.update(currentUser(req), req.body),
  });

  r.get('/complaint/customer/:custId', {
    schema: {
      tags,
      security,
      summary:
        "The caller's complaints (an administrator's: the company's), newest first; archived ones when the archivedComplaints setting shows them",
      params: custIdParamsSchema,
      querystring: complaintListQuerySchema,
      response: { 200: complaintListResponseSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: async (req) => {
      const user = currentUser(req);
      if (req.params.custId !== user.customerId) throw new AppError('customer.not_found');
      return { items: await service.list(user, req.query) };
    },
  });

  r.get('/complaint/reminder/:id', {
    schema: {
      tags,
      security,
      summary: 'Remind the carrier of a sent, unanswered complaint (at most once a day)',
      params: idParamsSchema,
      response: { 200: complaintReminderResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.remind(currentUser(req), req.params.id),
  });

  r.get('/complaint/file/download', {
    schema: {
      tags,
      security,
      summary:
        'Download an attachment of a complaint by its opaque id (filePath); the name in Content-Disposition',
      querystring: complaintFileQuerySchema,
      response: { 200: fileResponse(Object.keys(AFTERCARE_CONTENT_TYPES)), ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: async (req, reply) => {
      const { file, body } = await service.download(currentUser(req), req.query.filePath);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body });
    },
  });

  r.put('/complaint/bulk/mark', {
    schema: {
      tags,
      security,
      summary: 'Archive (checked=1) or restore (checked=0) the listed complaints',
      querystring: complaintBulkMarkQuerySchema,
      body: complaintBulkMarkRequestSchema,
      response: { 200: complaintBulkMarkResponseSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: app.authenticateNonDemo,
    handler: (req) => service.mark(currentUser(req), req.body, req.query.checked),
  });

  r.get('/complaint/:id', {
    schema: {
      tags,
      security,
      summary: 'One complaint with its attachments',
      params: idParamsSchema,
      response: { 200: complaintSchema, ...errorResponses(400, 401, 404) },
    },
    onRequest: app.authenticate,
    handler: (req) => service.get(currentUser(req), req.params.id),
  });

  r.delete('/complaint/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a complaint and its attachments',
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: app.authenticateNonDemo,
    handler: async (req, reply) => {
      await service.remove(currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
}
