import type { FileStore } from '../../../platform/files/file-store.ts';
import type { Subscriber } from '../../events/index.ts';

/** Where a shipment's paperless documents are kept in the file store. */
export const paperlessFolder = (consignmentId: number) => `paperless/${consignmentId}`;

/**
 * A deleted shipment's paperless documents leave the file store too: their rows went with the
 * shipment, so nothing could reach the files again. Deleting a folder twice is no error, so a
 * delivery that comes again does no harm.
 */
export function paperlessFilesSubscriber(files: FileStore): Subscriber<'consignment.deleted'> {
  return {
    name: 'shipment-documents.paperless-files',
    types: ['consignment.deleted'],
    handle: async (_tx, { payload }) => {
      await files.deletePrefix(paperlessFolder(payload.consignmentId));
    },
  };
}
