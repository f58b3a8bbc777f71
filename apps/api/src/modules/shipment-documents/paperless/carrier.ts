import {
  PAPERLESS_CONTENT_TYPES,
  type PaperlessContentType,
  type PaperlessDocumentType,
} from '@skeppa/domain';
import { AppError } from '../../../platform/errors.ts';
import { CarrierDocumentRefused, type Carriers, CarrierUnavailable } from '../../carriers/index.ts';

/**
 * Paperless documents at UPS (the only carrier that takes them): each upload handed to UPS for
 * its document id, and a booked shipment's documents attached to it. UPS's refusal is the user's
 * to read (422 with UPS's words); UPS out of reach is a 503 to try again.
 */
export function paperlessCarrier(carriers: Carriers) {
  const ups = () => carriers.forCarrier(225);

  async function asked<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof CarrierDocumentRefused)
        throw new AppError('paperless.carrier_refused', err.message, err.errors);
      if (err instanceof CarrierUnavailable) throw AppError.retryLater('paperless.carrier_unavailable', 30);
      throw err;
    }
  }

  return {
    upload(
      file: { fileName: string; contentType: PaperlessContentType; bytes: Buffer },
      type: PaperlessDocumentType,
      customerId: number,
    ): Promise<string> {
      const document = { ...file, format: PAPERLESS_CONTENT_TYPES[file.contentType], type };
      const upload = ups().uploadDocument;
      if (!upload) throw new Error('UPS takes no paperless documents here');
      return asked(() => upload(document, { customerId, account: '' }));
    },

    /** Attaches documents to a booked UPS shipment; nothing to do before it is booked. */
    attach(consignmentNo: string | null, documentIds: string[], customerId: number): Promise<void> {
      const attach = ups().attachDocuments;
      if (!consignmentNo || documentIds.length === 0 || !attach) return Promise.resolve();
      return asked(() => attach(consignmentNo, documentIds, { customerId, account: '' }));
    },
  };
}

export type PaperlessCarrier = ReturnType<typeof paperlessCarrier>;
