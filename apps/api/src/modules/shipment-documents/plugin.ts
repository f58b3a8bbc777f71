import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { customsRepository } from './customs/repository.ts';
import { type CustomsService, customsService } from './customs/service.ts';
import { paperlessAttachSubscriber } from './paperless/attach.ts';
import { paperlessCarrier } from './paperless/carrier.ts';
import { paperlessFilesSubscriber } from './paperless/deleted.ts';
import { paperlessRepository } from './paperless/repository.ts';
import { type PaperlessService, paperlessService } from './paperless/service.ts';
import { shipmentRepository } from './shipment-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shipmentDocuments: { customs: CustomsService; paperless: PaperlessService };
  }
}

/**
 * The documents that go with a shipment besides its labels: the customs invoice and the UPS
 * paperless documents. One instance of each, shared by their routes and by printing.
 */
export const shipmentDocumentsPlugin = fp(
  async (app: FastifyInstance) => {
    const shipments = shipmentRepository(app.db);
    const customs = customsService(shipments, customsRepository(app.db));
    const carrier = paperlessCarrier(app.carriers);
    const paperless = paperlessService({
      shipments,
      repo: paperlessRepository(app.db),
      files: app.files,
      customs,
      carrier,
      log: app.log,
    });
    app.decorate('shipmentDocuments', { customs, paperless });
    app.events.subscribe(paperlessFilesSubscriber(app.files));
    app.events.subscribe(paperlessAttachSubscriber(paperlessRepository(app.db), carrier));
  },
  { name: 'shipment-documents', dependencies: ['database', 'files', 'events', 'carriers'] },
);
