import {
  AFTERCARE_CONTENT_TYPES,
  AFTERCARE_FILE_MAX_BYTES,
  AFTERCARE_FILES_MAX_TOTAL_BYTES,
  type AftercareFile,
} from '@skeppa/domain';

/**
 * One attachment of a complaint or a claim: a file chosen here and not yet sent (`file`), or one the server has
 * (`stored`), after an upload or from a draft saved on an earlier visit.
 */
export interface Attachment {
  key: string;
  name: string;
  size: number;
  file: File | null;
  stored: AftercareFile | null;
}

const EXTENSIONS = new Set<string>([...Object.values(AFTERCARE_CONTENT_TYPES), 'jpeg']);

/** What the file chooser offers: the types the server takes, by MIME type and by file name. */
export const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(AFTERCARE_CONTENT_TYPES).map(([type, extension]) => [
    type,
    extension === 'jpg' ? ['.jpg', '.jpeg'] : [`.${extension}`],
  ]),
);

let nextKey = 0;
const newKey = () => `attachment-${++nextKey}`;

export function storedAttachments(files: readonly AftercareFile[]): Attachment[] {
  return files.map((f) => ({ key: newKey(), name: f.fileName, size: f.size, file: null, stored: f }));
}

export const totalBytes = (list: readonly Attachment[]) => list.reduce((sum, a) => sum + a.size, 0);

/** The file's own claim to be a type the server takes (a photo, a PDF, an office file); the server then reads its bytes. */
function looksAccepted(file: { name: string; type: string }): boolean {
  if (file.type in AFTERCARE_CONTENT_TYPES) return true;
  return EXTENSIONS.has((file.name.split('.').pop() ?? '').toLowerCase());
}

export interface Refusal {
  name: string;
  /** A translation key of `aftercare.files.*`. */
  reason: string;
}

/**
 * Adds chosen or dropped files, each checked as the server will (its type, at most 10 MB, and the
 * claim's 25 MB together); a file refused says why, so a 10 MB upload is not spent to hear it.
 */
export function addFiles(
  list: readonly Attachment[],
  files: readonly File[],
): { list: Attachment[]; refused: Refusal[] } {
  const next = [...list];
  const refused: Refusal[] = [];
  for (const file of files) {
    const reason = !looksAccepted(file)
      ? 'aftercare.files.wrongType'
      : file.size === 0
        ? 'aftercare.files.empty'
        : file.size > AFTERCARE_FILE_MAX_BYTES
          ? 'aftercare.files.tooLarge'
          : next.some((a) => a.name === file.name && a.size === file.size)
            ? 'aftercare.files.twice'
            : totalBytes(next) + file.size > AFTERCARE_FILES_MAX_TOTAL_BYTES
              ? 'aftercare.files.tooMuch'
              : null;
    if (reason) refused.push({ name: file.name, reason });
    else next.push({ key: newKey(), name: file.name, size: file.size, file, stored: null });
  }
  return { list: next, refused };
}

/** The attachment once the server has it: a retry does not send it again. */
export function markStored(list: readonly Attachment[], key: string, stored: AftercareFile): Attachment[] {
  return list.map((a) => (a.key === key ? { ...a, file: null, stored } : a));
}

export const removeAttachment = (list: readonly Attachment[], key: string) =>
  list.filter((a) => a.key !== key);

/** The files still to send, in the order they were added. */
export const unsent = (list: readonly Attachment[]) =>
  list.filter((a): a is Attachment & { file: File } => a.stored === null && a.file !== null);
