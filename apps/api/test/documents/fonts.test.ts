import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts } from '../../src/documents/fonts.ts';
import { readPdf } from '../helpers/read-documents.ts';

async function pdfOf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.text(text);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('the fonts every document shares', () => {
  // An accented capital is drawn from its base letter: embedding Ö must not leave O without its
  // character in the next document's text layer (it read "P-4471" for "PO-4471").
  it('keep every letter readable in a document made after one with accented capitals only', async () => {
    const accented = 'Ö Ä Å É Ø é ü';
    const plain = 'PO-4471 Other Anna Eva good';
    const [first] = await readPdf(await pdfOf(accented));
    const [second] = await readPdf(await pdfOf(plain));
    expect(first!.text.replaceAll(/\s/g, '')).toBe(accented.replaceAll(' ', ''));
    expect(second!.text).toBe(plain);
  });
});
