import { PAPERLESS_MAX_BYTES, PAPERLESS_MAX_DOCUMENTS } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { ACCEPT, uploadProblem } from './upload-check';

const pdf = (size: number) => ({ name: 'invoice.pdf', type: 'application/pdf', size });

describe('a paperless upload', () => {
  it('takes a PDF or an image UPS accepts, up to 10 MB', () => {
    expect(uploadProblem(pdf(PAPERLESS_MAX_BYTES), 0)).toBeNull();
    expect(uploadProblem({ name: 'SCAN.JPEG', type: '', size: 2_000 }, 3)).toBeNull();
    expect(uploadProblem({ name: 'origin.tif', type: 'image/tiff', size: 2_000 }, 3)).toBeNull();
  });

  it('refuses a file over 10 MB, an empty one and one that is no PDF or image', () => {
    expect(uploadProblem(pdf(PAPERLESS_MAX_BYTES + 1), 0)).toBe('paperless.upload.tooLarge');
    expect(uploadProblem(pdf(0), 0)).toBe('paperless.upload.empty');
    expect(uploadProblem({ name: 'invoice.docx', type: 'application/msword', size: 10 }, 0)).toBe(
      'paperless.upload.wrongType',
    );
  });

  it('refuses a 14th document, even before a file is chosen', () => {
    expect(uploadProblem(pdf(10), PAPERLESS_MAX_DOCUMENTS - 1)).toBeNull();
    expect(uploadProblem(null, PAPERLESS_MAX_DOCUMENTS)).toBe('paperless.upload.tooMany');
    expect(uploadProblem(pdf(10), PAPERLESS_MAX_DOCUMENTS)).toBe('paperless.upload.tooMany');
  });

  it('offers PDF and the image types in the file chooser', () => {
    expect(ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', '.pdf', 'image/png', '.tiff']),
    );
  });
});
