import {
  AFTERCARE_FILE_MAX_BYTES,
  AFTERCARE_FILES_MAX_TOTAL_BYTES,
  type AftercareFile,
} from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT,
  addFiles,
  markStored,
  removeAttachment,
  storedAttachments,
  totalBytes,
  unsent,
} from './attachments';

/** A file of `size` bytes without holding them: only its name, type and size are read here. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MB = 1024 * 1024;
const stored: AftercareFile = {
  id: 9,
  fileName: 'kvitto.pdf',
  contentType: 'application/pdf',
  size: 2 * MB,
  filePath: 'f-9',
  uploadedAt: '2026-11-25T09:00:00Z',
};

describe('claim attachments', () => {
  it('takes photos, PDFs and office files, by their type or their name', () => {
    const { list, refused } = addFiles(
      [],
      [
        fileOf('skada.jpg', 'image/jpeg', MB),
        fileOf('IMG_0042.HEIC', '', 3 * MB),
        fileOf('faktura.pdf', 'application/pdf', 200_000),
        fileOf('lista.xlsx', '', 40_000),
      ],
    );
    expect(refused).toEqual([]);
    expect(list.map((a) => a.name)).toEqual(['skada.jpg', 'IMG_0042.HEIC', 'faktura.pdf', 'lista.xlsx']);
    expect(unsent(list)).toHaveLength(4);
    expect(ACCEPT['image/jpeg']).toEqual(['.jpg', '.jpeg']);
    expect(ACCEPT['application/pdf']).toEqual(['.pdf']);
  });

  it('refuses a file of another type, an empty one, one over 10 MB and the same file twice, saying why', () => {
    const photo = fileOf('skada.png', 'image/png', MB);
    const { list, refused } = addFiles(
      [],
      [
        fileOf('program.exe', 'application/x-msdownload', MB),
        fileOf('tom.pdf', 'application/pdf', 0),
        fileOf('video.jpg', 'image/jpeg', AFTERCARE_FILE_MAX_BYTES + 1),
        photo,
        fileOf('skada.png', 'image/png', MB),
      ],
    );
    expect(list.map((a) => a.name)).toEqual(['skada.png']);
    expect(refused).toEqual([
      { name: 'program.exe', reason: 'aftercare.files.wrongType' },
      { name: 'tom.pdf', reason: 'aftercare.files.empty' },
      { name: 'video.jpg', reason: 'aftercare.files.tooLarge' },
      { name: 'skada.png', reason: 'aftercare.files.twice' },
    ]);
  });

  it('takes exactly 10 MB, and at most 25 MB together with the files already there', () => {
    const first = addFiles(storedAttachments([stored]), [
      fileOf('a.jpg', 'image/jpeg', AFTERCARE_FILE_MAX_BYTES),
    ]);
    expect(first.refused).toEqual([]);
    const second = addFiles(first.list, [
      fileOf('b.jpg', 'image/jpeg', AFTERCARE_FILE_MAX_BYTES),
      fileOf('c.jpg', 'image/jpeg', 4 * MB),
      fileOf('d.jpg', 'image/jpeg', 3 * MB),
    ]);
    // 2 + 10 + 10 = 22 MB; 4 more would be 26, 3 more is 25 exactly.
    expect(second.refused).toEqual([{ name: 'c.jpg', reason: 'aftercare.files.tooMuch' }]);
    expect(totalBytes(second.list)).toBe(AFTERCARE_FILES_MAX_TOTAL_BYTES);
  });

  it('sends a file once: stored ones (uploaded, or from a saved draft) are not sent again', () => {
    const { list } = addFiles(storedAttachments([stored]), [
      fileOf('a.jpg', 'image/jpeg', MB),
      fileOf('b.pdf', 'application/pdf', MB),
    ]);
    const [, a, b] = list;
    expect(unsent(list).map((x) => x.name)).toEqual(['a.jpg', 'b.pdf']);
    const after = markStored(list, a!.key, { ...stored, id: 10, fileName: 'a.jpg' });
    expect(unsent(after).map((x) => x.name)).toEqual(['b.pdf']);
    expect(after[1]?.stored?.id).toBe(10);
    expect(removeAttachment(after, b!.key).map((x) => x.name)).toEqual(['kvitto.pdf', 'a.jpg']);
  });
});
