import multipart from '@fastify/multipart';
import {
  contactExportQuerySchema,
  contactImportQuerySchema,
  contactImportResponseSchema,
  custIdParamsSchema,
  todayInStockholm,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { errorResponses, fileResponse } from '../../platform/schemas.ts';
import { CSV_MEDIA_TYPE } from './import/csv-writer.ts';
import { exportContacts } from './import/export.ts';
import { contactImportService } from './import/service.ts';
import { MULTIPART_LIMITS, readRawUpload, uploadedBytes } from './import/upload.ts';
import { writeContactWorkbook, XLSX_TYPE } from './import/xlsx-writer.ts';
import { contactRepository } from './repository.ts';

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Import (with its preview), the template and the export of contacts as xlsx or CSV (SPEC §5). */
export async function contactImportRoutes(app: FastifyInstance) {
  const repo = contactRepository(app.db);
  const imports = contactImportService(repo, app.log, app.events, app.audit);
  const tags = ['contact'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  // Its own scope: only this route reads a file, as a multipart form or as the whole body.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    scope.addContentTypeParser('*', readRawUpload);
    scope.withTypeProvider<ZodTypeProvider>().post('/contact/import', {
      config: { apiKey: 'contacts:write' },
      schema: {
        tags,
        security,
        summary:
          'Read an xlsx or CSV file of contacts (the multipart field "file", or the file as the whole body; at most 5 MB and 10,000 rows); preview=1 only checks it',
        upload: {
          field: 'file',
          description: 'An xlsx workbook or a CSV file (UTF-8, ; or ,), judged by its bytes',
          // Any other type is read as the file too: clients label spreadsheets every which way.
          rawTypes: ['application/octet-stream', XLSX_TYPE, 'text/csv', '*/*'],
        },
        querystring: contactImportQuerySchema,
        response: { 200: contactImportResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
      onRequest,
      handler: async (req) => imports.run(currentUser(req), await uploadedBytes(scope, req), req.query),
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/contact/import/template', {
    config: { apiKey: 'contacts:read' },
    schema: {
      tags,
      security,
      summary: 'The import template: an xlsx with the headings in the first row',
      response: { 200: fileResponse([XLSX_TYPE]), ...errorResponses(401, 403) },
    },
    onRequest,
    handler: async (_req, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', attachment('skeppa-contacts-template.xlsx'))
        .send(await writeContactWorkbook([])),
  });

  // One operation with a format, as printing has (`?format=PDF|LABEL|ZPL`): the list's search and
  // order are read once, and the two files cannot drift apart.
  r.get('/contact/export/:custId', {
    config: { apiKey: 'contacts:read' },
    schema: {
      tags,
      security,
      summary:
        'The contact list as shown (search, own contacts only, order) with the template headings: an xlsx, or with format=csv a CSV file (UTF-8 with BOM, semicolons; a value that would start a formula begins with a quote)',
      params: custIdParamsSchema,
      querystring: contactExportQuerySchema,
      response: { 200: fileResponse([XLSX_TYPE, CSV_MEDIA_TYPE]), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest,
    handler: async (req, reply) => {
      const file = await exportContacts(repo, currentUser(req), req.params.custId, req.query);
      const name = `skeppa-contacts-${todayInStockholm()}.${file.extension}`;
      return reply.type(file.type).header('Content-Disposition', attachment(name)).send(file.bytes);
    },
  });
}
