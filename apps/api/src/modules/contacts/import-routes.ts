import type { IncomingMessage } from 'node:http';
import {
  CONTACT_IMPORT_MAX_BYTES,
  contactExportQuerySchema,
  contactImportQuerySchema,
  contactImportResponseSchema,
  custIdParamsSchema,
  todayInStockholm,
} from '@skeppa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { exportContacts } from './import/export.ts';
import { contactImportService } from './import/service.ts';
import { writeContactWorkbook, XLSX_TYPE } from './import/xlsx-writer.ts';
import { contactRepository } from './repository.ts';

/**
 * The uploaded file as bytes, whatever content type the browser gave it (the file is judged by
 * its bytes). A declared or actual size over the limit stops the upload at once.
 */
function readUpload(
  req: FastifyRequest,
  payload: IncomingMessage,
  done: (err: Error | null, body?: Buffer) => void,
) {
  if (Number(req.headers['content-length'] ?? 0) > CONTACT_IMPORT_MAX_BYTES) {
    payload.resume();
    return done(new AppError('contact.import_too_large'));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  payload.on('data', (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > CONTACT_IMPORT_MAX_BYTES) {
      settled = true;
      return done(new AppError('contact.import_too_large'));
    }
    chunks.push(chunk);
  });
  payload.on('end', () => {
    if (!settled) done(null, Buffer.concat(chunks));
  });
  payload.on('error', (err) => {
    if (settled) return;
    settled = true;
    done(err);
  });
}

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Import (with its preview), the template and the export of contacts as xlsx (SPEC §5). */
export async function contactImportRoutes(app: FastifyInstance) {
  const repo = contactRepository(app.db);
  const imports = contactImportService(repo, app.log);
  const tags = ['contact'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  // Its own scope: only this route reads a raw file body instead of JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readUpload);
    scope.withTypeProvider<ZodTypeProvider>().post('/contact/import', {
      schema: {
        tags,
        security,
        summary:
          'Read an xlsx or CSV file of contacts (the file itself is the body, at most 5 MB and 10,000 rows); preview=1 only checks it',
        querystring: contactImportQuerySchema,
        response: { 200: contactImportResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
      onRequest,
      handler: (req) => {
        if (!Buffer.isBuffer(req.body)) throw new AppError('contact.import_empty');
        return imports.run(currentUser(req), req.body, req.query);
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/contact/import/template', {
    schema: {
      tags,
      security,
      summary: 'The import template: an xlsx with the headings in the first row',
    },
    onRequest,
    handler: async (_req, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', attachment('skeppa-contacts-template.xlsx'))
        .send(await writeContactWorkbook([])),
  });

  r.get('/contact/export/:custId', {
    schema: {
      tags,
      security,
      summary:
        'The contact list as shown (search, own contacts only, order) as an xlsx with the template headings',
      params: custIdParamsSchema,
      querystring: contactExportQuerySchema,
    },
    onRequest,
    handler: async (req, reply) => {
      const file = await exportContacts(repo, currentUser(req), req.params.custId, req.query);
      return reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', attachment(`skeppa-contacts-${todayInStockholm()}.xlsx`))
        .send(file);
    },
  });
}
