import {
  AFTERCARE_CONTENT_TYPES,
  AFTERCARE_FILE_MAX_BYTES,
  AFTERCARE_FILES_MAX_TOTAL_BYTES,
  type AftercareFile,
  sniffAftercareContentType,
} from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { presentStoredFile, storeCheckedFile } from '../../platform/files/checked-upload.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { Upload } from '../../platform/files/upload.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import { label } from './audited.ts';
import type { ComplaintRepository } from './repository.ts';
import { viewerOf, visibleComplaint } from './viewer.ts';

/** Where a complaint's attachments lie in the file store, each under its own uuid. */
const filesFolder = (complaintId: number) => `complaints/${complaintId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A complaint's attachments in the file store: added, downloaded, and removed with the complaint. */
export function complaintFiles(deps: {
  repo: ComplaintRepository;
  files: FileStore;
  audit: Audit;
  log: FastifyBaseLogger;
}) {
  const { repo, files, audit, log } = deps;
  return {
    /**
     * An attachment: its type by its content, at most 10 MB, and the complaint's files at most
     * 25 MB together, summed under the complaint's row lock. A file added after the complaint was
     * sent stays with the case: it is not mailed again by itself (decisions).
     */
    async upload(user: AccessClaims, id: number, upload: Upload): Promise<AftercareFile> {
      const complaint = await visibleComplaint(repo, user, id);
      const row = await storeCheckedFile(
        { files, log },
        upload,
        {
          keyPrefix: filesFolder(complaint.id),
          maxBytes: AFTERCARE_FILE_MAX_BYTES,
          sniff: sniffAftercareContentType,
          extension: (type) => AFTERCARE_CONTENT_TYPES[type],
          codes: { tooLarge: 'complaint.file_too_large', fileType: 'complaint.file_type' },
        },
        (file) =>
          repo.db.transaction(async (tx) => {
            const locked = await repo.lock(tx, id, viewerOf(user));
            if (!locked) throw new AppError('complaint.not_found');
            if ((await repo.filesBytes(tx, id)) + file.sizeBytes > AFTERCARE_FILES_MAX_TOTAL_BYTES)
              throw new AppError('complaint.files_too_large');
            const added = await repo.insertFile(tx, {
              complaintId: id,
              fileName: file.fileName,
              contentType: file.contentType,
              sizeBytes: file.sizeBytes,
              storagePath: file.storageKey,
            });
            await audit.record(tx, user, {
              action: 'complaint.file_added',
              object: { id, label: label(locked) },
              changes: { fileName: { from: null, to: added.fileName } },
            });
            return added;
          }),
      );
      return presentStoredFile(row);
    },

    /** An attachment by its opaque id; anything else — a path, another company's — is not found. */
    async download(user: AccessClaims, filePath: string) {
      const row = UUID.test(filePath) ? await repo.findFile(filePath, viewerOf(user)) : undefined;
      const body = row ? await files.get(row.storagePath) : null;
      if (!row || !body) throw new AppError('complaint.file_not_found');
      return { file: presentStoredFile(row), body };
    },

    /**
     * The whole folder of a complaint whose rows are gone, so a file stored by an upload whose
     * process died before its row was written goes too. A store that fails now leaves only space,
     * never a file anyone can reach.
     */
    async removeAll(complaintId: number): Promise<void> {
      await files
        .deletePrefix(filesFolder(complaintId))
        .catch((err) => log.warn({ err, complaintId }, 'complaint files not removed'));
    },
  };
}
