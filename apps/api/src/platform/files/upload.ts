import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors.ts';

/** A file as a user uploaded it: the name their computer gave it and its bytes. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
}

/** Multipart limits of a route that takes one file: a few form fields besides it are ignored. */
export function oneFileLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 4, parts: 5, headerPairs: 100 };
}

/**
 * The one file of a multipart upload (field `file`), read whole; past the scope's `fileSize` limit
 * the stream is cut off at once and the caller's `tooLarge` code answers.
 */
export async function uploadedFile(
  scope: FastifyInstance,
  req: FastifyRequest,
  codes: { missing: ErrorCode; tooLarge: ErrorCode },
): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError(codes.missing);
  const part = await req.file();
  if (part?.fieldname !== 'file') throw new AppError(codes.missing);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (err) {
    if (err instanceof scope.multipartErrors.RequestFileTooLargeError) throw new AppError(codes.tooLarge);
    throw err;
  }
}

/** A file name safe to show and to send back in a header: its last path part, printable, short. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}
