import { PAPERLESS_CONTENT_TYPES, PAPERLESS_MAX_BYTES, PAPERLESS_MAX_DOCUMENTS } from '@skeppa/domain';

const EXTENSIONS = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif', 'tif', 'tiff', 'bmp']);

/** What the file chooser offers: the types UPS accepts, by MIME type and by file name. */
export const ACCEPT = [...Object.keys(PAPERLESS_CONTENT_TYPES), ...[...EXTENSIONS].map((e) => `.${e}`)].join(
  ',',
);

/** The file's own claim to be a PDF or an image UPS takes; the server then checks its bytes. */
function looksAccepted(file: { name: string; type: string }): boolean {
  if (file.type in PAPERLESS_CONTENT_TYPES) return true;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS.has(extension);
}

/**
 * Why a file cannot be uploaded, as a translation key, or null when it may be sent. The server
 * says the last word (it reads the content); this spares a 10 MB upload that would be refused.
 */
export function uploadProblem(
  file: { name: string; type: string; size: number } | null,
  count: number,
): string | null {
  if (count >= PAPERLESS_MAX_DOCUMENTS) return 'paperless.upload.tooMany';
  if (!file) return null;
  if (!looksAccepted(file)) return 'paperless.upload.wrongType';
  if (file.size > PAPERLESS_MAX_BYTES) return 'paperless.upload.tooLarge';
  if (file.size === 0) return 'paperless.upload.empty';
  return null;
}
