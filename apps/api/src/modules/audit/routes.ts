import {
  auditActorsResponseSchema,
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  todayInStockholm,
} from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-plugin.ts';
import { attachment } from '../../platform/files/attachment.ts';
import { errorResponses, fileResponse } from '../../platform/schemas.ts';
import { auditFile, CSV_MEDIA_TYPE, XLSX_TYPE } from './export-file.ts';
import { auditRepository } from './repository.ts';
import { auditReader } from './service.ts';

/**
 * The company's audit log, for its administrators only (anyone else 403 `audit.admin_required`);
 * each reads their own company's entries and never another's.
 */
export async function auditRoutes(app: FastifyInstance) {
  const reader = auditReader(auditRepository(app.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  r.get('/audit', {
    schema: {
      tags,
      security,
      summary:
        "One page of the company's audit log, newest first: who (customerId, apiKeyId), what (action, objectType), when (from/to, Swedish days); page, pageSize 25, 50 or 100",
      querystring: auditListQuerySchema,
      response: { 200: auditListResponseSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest,
    handler: (req) => reader.list(currentUser(req), req.query),
  });

  r.get('/audit/actors', {
    schema: {
      tags,
      security,
      summary: "The users and API keys in the company's audit log, for its who filter",
      response: { 200: auditActorsResponseSchema, ...errorResponses(401, 403) },
    },
    onRequest,
    handler: (req) => reader.actors(currentUser(req)),
  });

  r.get('/audit/export', {
    schema: {
      tags,
      security,
      summary:
        'The audit log under the same filters as a file: an xlsx, or with format=csv a CSV (UTF-8 with BOM, semicolons); action names in the language asked for; at most 50,000 entries',
      querystring: auditExportQuerySchema,
      response: { 200: fileResponse([XLSX_TYPE, CSV_MEDIA_TYPE]), ...errorResponses(400, 401, 403) },
    },
    onRequest,
    handler: async (req, reply) => {
      const entries = await reader.exported(currentUser(req), req.query);
      const file = await auditFile(entries, req.query.format, req.query.language);
      return reply
        .type(file.type)
        .header('Content-Disposition', attachment(`skeppa-audit-${todayInStockholm()}.${file.extension}`))
        .send(file.bytes);
    },
  });
}
