import { randomUUID } from 'node:crypto';
import {
  acceptsUpsPaperless,
  PAPERLESS_MAX_BYTES,
  PAPERLESS_MAX_DOCUMENTS,
  type PaperlessContentType,
  type PaperlessDocument,
  type PaperlessDocumentType,
  type PaperlessListResponse,
  sniffPaperlessContentType,
} from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/files/file-store.ts';
import { cleanFileName, type Upload } from '../../../platform/files/upload.ts';
import type { AccessClaims } from '../../../platform/tokens.ts';
import type { CustomsService } from '../customs/service.ts';
import type { ShipmentRepository, ShipmentSummary } from '../shipment-repository.ts';
import type { PaperlessCarrier } from './carrier.ts';
import { paperlessFolder } from './deleted.ts';
import type { PaperlessRepository, PaperlessRow } from './repository.ts';

function present(row: PaperlessRow): PaperlessDocument {
  return {
    id: row.id,
    consignmentId: row.consignmentId,
    documentType: row.documentType as PaperlessDocumentType,
    fileName: row.fileName,
    contentType: row.contentType as PaperlessContentType,
    size: row.sizeBytes,
    upsDocumentId: row.upsDocumentId,
    generated: row.generated,
    uploadedAt: row.createdAt.toISOString(),
  };
}

const destination = (s: ShipmentSummary) =>
  s.parts.find((p) => p.role === 'consignee')?.address.countrycode ?? '';

/**
 * UPS paperless documents of a shipment (SPEC §2 `/consignment/upspaperless`): PDF and the
 * image types UPS accepts, judged by content, at most 10 MB each and 13 a shipment. The UPS
 * sandbox answers each with a document id; the file goes to the file store, never to a public
 * folder, and is handed out only to the shipment's company.
 */
export function paperlessService(deps: {
  shipments: ShipmentRepository;
  repo: PaperlessRepository;
  files: FileStore;
  customs: CustomsService;
  carrier: PaperlessCarrier;
  log: FastifyBaseLogger;
}) {
  const { shipments, repo, files, customs, carrier, log } = deps;

  async function shipment(user: AccessClaims, id: number) {
    const s = await shipments.find(id, user.companyId);
    if (!s) throw new AppError('consignment.not_found');
    return s;
  }

  async function list(user: AccessClaims, id: number): Promise<PaperlessListResponse> {
    const s = await shipment(user, id);
    const rows = await repo.list(id);
    return {
      consignmentId: id,
      accepted: acceptsUpsPaperless(s.carrierCode, destination(s)),
      documents: rows.map(present),
    };
  }

  /**
   * Stores the file and its row in one go: the shipment's row lock makes the count and the insert
   * one step, so two uploads at once cannot make a 14th. A file written for a row that was then
   * not kept is removed again. `replaceGenerated` drops an earlier generated invoice first.
   */
  async function store(
    user: AccessClaims,
    s: ShipmentSummary,
    type: PaperlessDocumentType,
    upload: Upload,
    generated: boolean,
  ) {
    if (!acceptsUpsPaperless(s.carrierCode, destination(s))) throw new AppError('paperless.not_accepted');
    if (upload.bytes.length > PAPERLESS_MAX_BYTES) throw new AppError('paperless.too_large');
    const contentType = sniffPaperlessContentType(upload.bytes);
    if (!contentType) throw new AppError('paperless.file_type');
    const fileName = cleanFileName(upload.fileName, `document.${contentType.split('/')[1]}`);
    if (!generated && (await repo.count(repo.db, s.id)) >= PAPERLESS_MAX_DOCUMENTS)
      throw new AppError('paperless.too_many');
    // UPS has the document first: its id is what the row keeps, and a refusal keeps nothing.
    const upsDocumentId = await carrier.upload(
      { fileName, contentType, bytes: upload.bytes },
      type,
      s.customerId,
    );
    const storageKey = `${paperlessFolder(s.id)}/${randomUUID()}`;
    await files.put(storageKey, upload.bytes);
    const replaced: PaperlessRow[] = [];
    try {
      const row = await repo.db.transaction(async (tx) => {
        await shipments.lock(tx, s.id);
        if (generated) replaced.push(...(await repo.remove(tx, s.id, { generated: true })));
        if ((await repo.count(tx, s.id)) >= PAPERLESS_MAX_DOCUMENTS) throw new AppError('paperless.too_many');
        return repo.insert(tx, {
          consignmentId: s.id,
          documentType: type,
          fileName,
          contentType,
          sizeBytes: upload.bytes.length,
          storageKey,
          upsDocumentId,
          generated,
          uploadedBy: user.customerId,
        });
      });
      await removeFiles(replaced);
      // A booked shipment gets it at once; an unbooked one with the rest when it is booked.
      await carrier.attach(s.consignmentNo, [upsDocumentId], s.customerId);
      return present(row);
    } catch (err) {
      await files.delete(storageKey).catch((e) => log.warn({ err: e, storageKey }, 'file not removed'));
      throw err;
    }
  }

  async function removeFiles(rows: PaperlessRow[]) {
    for (const row of rows) {
      // The row is gone, so the file can no longer be reached; a file left behind is only space.
      await files
        .delete(row.storageKey)
        .catch((err) => log.warn({ err, storageKey: row.storageKey }, 'paperless file not removed'));
    }
  }

  async function upload(user: AccessClaims, id: number, type: PaperlessDocumentType, file: Upload) {
    return store(user, await shipment(user, id), type, file, false);
  }

  /** The shipment's saved customs invoice, printed and sent as its commercial invoice. */
  async function sendInvoice(user: AccessClaims, id: number) {
    const s = await shipment(user, id);
    if (!acceptsUpsPaperless(s.carrierCode, destination(s))) throw new AppError('paperless.not_accepted');
    const { invoice, body } = await customs.pdf(user, id);
    const fileName = `invoice-${invoice.invoiceNo}.pdf`;
    return store(user, s, 'commercialInvoice', { fileName, bytes: body }, true);
  }

  async function download(user: AccessClaims, id: number, documentId: number) {
    await shipment(user, id);
    const row = await repo.find(id, documentId);
    const body = row ? await files.get(row.storageKey) : null;
    if (!row || !body) throw new AppError('paperless.not_found');
    return { document: present(row), body };
  }

  async function remove(user: AccessClaims, id: number, documentId: number) {
    await shipment(user, id);
    const rows = await repo.db.transaction((tx) => repo.remove(tx, id, { id: documentId }));
    if (rows.length === 0) throw new AppError('paperless.not_found');
    await removeFiles(rows);
  }

  /** Whether the shipment's commercial invoice went paperless: the label then says EDI. */
  function invoiceSentPaperless(id: number) {
    return repo.hasCommercialInvoice(id);
  }

  return { list, upload, sendInvoice, download, remove, invoiceSentPaperless };
}
export type PaperlessService = ReturnType<typeof paperlessService>;
