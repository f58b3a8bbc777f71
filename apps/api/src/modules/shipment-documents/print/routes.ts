import {
  consignmentBulkPrintRequestSchema,
  consignmentPrintQuerySchema,
  customsParamsSchema,
  PRINT_REFUSAL_CODES,
  PRINT_REFUSED_HEADER,
  type PrintRefusal,
} from '@skeppa/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth-plugin.ts';
import { AppError, type ErrorCode } from '../../../platform/errors.ts';
import { attachment } from '../../../platform/files/attachment.ts';
import { errorResponses, fileResponse } from '../../../platform/schemas.ts';
import { bookingClock, orderPrinting } from '../../bookings/index.ts';
import { printRepository } from './repository.ts';
import { type PrintOutcome, printName, printService } from './service.ts';

function refusalError(refused: PrintRefusal[]) {
  const items = refused.map((r) => {
    const code: ErrorCode = PRINT_REFUSAL_CODES[r.reason];
    return { code, description: `${new AppError(code).message}: ${r.id}`, values: [r.id, r.reason] };
  });
  // One shipment: its own reason; several: "No document", each shipment's reason listed.
  return new AppError(refused.length === 1 ? items[0]!.code : 'print.no_document', undefined, items);
}

function sendDocument(reply: FastifyReply, outcome: PrintOutcome, name: string) {
  const doc = outcome.document!;
  return reply
    .type(doc.extension === 'zpl' ? `${doc.contentType}; charset=utf-8` : doc.contentType)
    .header('Content-Disposition', attachment(`${name}.${doc.extension}`))
    .header(PRINT_REFUSED_HEADER, JSON.stringify(outcome.refused))
    .send(doc.body);
}

/**
 * Printing booked shipments (SPEC §7): one shipment, or several into one file. Printing marks the
 * orders printed, so it is a write: the demo user, who has no shipments, is refused like any write.
 */
/** A print: a PDF (A4 or thermal labels) or a ZPL stream, with the shipments left out of it. */
const printed = fileResponse(['application/pdf', 'text/plain'], {
  [PRINT_REFUSED_HEADER]: {
    type: 'string',
    description: 'The shipments left out, as JSON: [{"id":12,"reason":"archived"}], [] when none',
  },
});

export async function printRoutes(app: FastifyInstance, opts: { now?: () => Date; today?: () => string }) {
  const clock = bookingClock(opts);
  const service = printService({
    repo: printRepository(app.db),
    customs: app.shipmentDocuments.customs,
    paperless: app.shipmentDocuments.paperless,
    customers: app.customers,
    carriers: app.carriers,
    markPrinted: orderPrinting(app, clock),
    now: clock.now,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignment'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticateNonDemo;

  r.post('/consignment/print/:id', {
    config: { apiKey: 'documents:write' },
    schema: {
      tags,
      security,
      summary:
        "The documents of a booked shipment in the format asked (else the customer's printFormat): PDF (A4), LABEL (thermal PDF) or ZPL; marks its order printed",
      params: customsParamsSchema,
      querystring: consignmentPrintQuerySchema,
      response: { 200: printed, ...errorResponses(400, 401, 403, 404, 409, 502) },
    },
    onRequest,
    handler: async (req, reply) => {
      const outcome = await service.print(currentUser(req), [req.params.id], req.query.format);
      if (!outcome.document) throw refusalError(outcome.refused);
      return sendDocument(reply, outcome, printName(outcome));
    },
  });

  r.post('/consignment/print', {
    config: { apiKey: 'documents:write' },
    schema: {
      tags,
      security,
      summary: `Several shipments in one PDF or ZPL stream, in the order given; those left out are listed in the ${PRINT_REFUSED_HEADER} header (JSON), all left out is 404 print.no_document`,
      querystring: consignmentPrintQuerySchema,
      body: consignmentBulkPrintRequestSchema,
      response: { 200: printed, ...errorResponses(400, 401, 403, 404, 409, 502) },
    },
    onRequest,
    handler: async (req, reply) => {
      const outcome = await service.print(currentUser(req), req.body, req.query.format);
      if (!outcome.document) {
        throw outcome.refused.length === 1 && req.body.length > 1
          ? new AppError('print.no_document', undefined, refusalError(outcome.refused).items)
          : refusalError(outcome.refused);
      }
      return sendDocument(reply, outcome, printName(outcome));
    },
  });
}
