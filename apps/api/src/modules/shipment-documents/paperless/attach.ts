import type { Subscriber } from '../../events/index.ts';
import type { PaperlessCarrier } from './carrier.ts';
import type { PaperlessRepository } from './repository.ts';

/**
 * A UPS shipment booked with paperless documents already uploaded gets them attached at UPS once
 * booked. A delivery that fails (UPS out of reach) is delivered again; attaching twice is harmless.
 */
export function paperlessAttachSubscriber(
  repo: PaperlessRepository,
  carrier: PaperlessCarrier,
): Subscriber<'order.booked'> {
  return {
    name: 'shipment-documents.paperless-attach',
    types: ['order.booked'],
    handle: async (_tx, { payload }) => {
      if (payload.supplierId !== 225) return;
      const documents = await repo.list(payload.consignmentId);
      await carrier.attach(
        payload.consignmentNo,
        documents.map((d) => d.upsDocumentId),
        payload.customerId,
      );
    },
  };
}
