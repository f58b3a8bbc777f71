import type { IncomingMessage } from 'node:http';
import { CONTACT_IMPORT_MAX_BYTES } from '@skeppa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.ts';

/**
 * A body that is the file itself, whatever content type the client gave it (the file is judged
 * by its bytes). A declared or actual size over the limit stops the upload at once.
 */
export function readRawUpload(
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

/** The multipart limits: one file of at most 5 MB, and a few form fields, which are ignored. */
export const MULTIPART_LIMITS = {
  fileSize: CONTACT_IMPORT_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  headerPairs: 100,
};

/**
 * The uploaded file's bytes: the multipart field `file` as a browser's form sends it (read whole;
 * past 5 MB the stream is cut off at once), or the raw body read by `readRawUpload`. A form that
 * breaks off or has no boundary is the caller's unreadable upload, never a 500.
 */
export async function uploadedBytes(app: FastifyInstance, req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    if (!Buffer.isBuffer(req.body)) throw new AppError('contact.import_empty');
    return req.body;
  }
  try {
    const part = await req.file();
    if (part?.fieldname !== 'file') throw new AppError('contact.import_file_missing');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new AppError('contact.import_too_large');
    // The form's own limits (fields, parts) answer with their status; the rest is busboy's parse.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new AppError('contact.import_unreadable');
  }
}
