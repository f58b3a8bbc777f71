import { randomUUID } from 'node:crypto';
import type { AftercareContentType, AftercareFile } from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, type ErrorCode } from '../errors.ts';
import type { FileStore } from './file-store.ts';
import { cleanFileName, type Upload } from './upload.ts';

/** What a checked upload gives its owner to record, in the owner's own transaction. */
export interface CheckedFile<T extends string> {
  fileName: string;
  contentType: T;
  sizeBytes: number;
  storageKey: string;
}

/**
 * Stores an uploaded file that its owner (a complaint, a claim) then records: its type judged by
 * its content, its size within the limit, under `{keyPrefix}/{uuid}`. `record` runs the owner's
 * transaction (its row lock, its total limit, its insert); when it throws, the stored file is
 * removed again, so no file is left that no row names.
 */
export async function storeCheckedFile<T extends string, R>(
  deps: { files: FileStore; log: FastifyBaseLogger },
  upload: Upload,
  rules: {
    keyPrefix: string;
    maxBytes: number;
    sniff(bytes: Uint8Array): T | null;
    extension(type: T): string;
    codes: { tooLarge: ErrorCode; fileType: ErrorCode };
  },
  record: (file: CheckedFile<T>) => Promise<R>,
): Promise<R> {
  if (upload.bytes.length > rules.maxBytes) throw new AppError(rules.codes.tooLarge);
  const contentType = rules.sniff(upload.bytes);
  if (!contentType) throw new AppError(rules.codes.fileType);
  const storageKey = `${rules.keyPrefix}/${randomUUID()}`;
  await deps.files.put(storageKey, upload.bytes);
  try {
    return await record({
      fileName: cleanFileName(upload.fileName, `file.${rules.extension(contentType)}`),
      contentType,
      sizeBytes: upload.bytes.length,
      storageKey,
    });
  } catch (err) {
    await deps.files
      .delete(storageKey)
      .catch((e) => deps.log.warn({ err: e, storageKey }, 'file not removed'));
    throw err;
  }
}

/** Removes files whose rows are gone: none can be reached any more, so one left is only space. */
export async function removeStoredFiles(
  deps: { files: FileStore; log: FastifyBaseLogger },
  storageKeys: readonly string[],
) {
  for (const storageKey of storageKeys) {
    await deps.files
      .delete(storageKey)
      .catch((err) => deps.log.warn({ err, storageKey }, 'file not removed'));
  }
}

/** A recorded attachment (a claim's or a complaint's) as answers show it: our opaque id as its path. */
export function presentStoredFile(row: {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  publicId: string;
  createdAt: Date;
}): AftercareFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as AftercareContentType,
    size: row.sizeBytes,
    filePath: row.publicId,
    uploadedAt: row.createdAt.toISOString(),
  };
}
