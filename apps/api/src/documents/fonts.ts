/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import type PDFDocument from 'pdfkit';

/**
 * DejaVu Sans Condensed from npm: it has å ä ö and every Latin letter an address may hold, and its
 * narrow width fits long Swedish company names on a 100 mm label. pdfkit embeds only the glyphs a
 * document uses. The files are read and parsed once per process: parsing them per document cost
 * about 25 ms, half the time a whole freight document may take.
 */
export const REGULAR = 'Skeppa';
export const BOLD = 'Skeppa-Bold';

const require = createRequire(import.meta.url);
let parsed: { regular: ReturnType<typeof create>; bold: ReturnType<typeof create> } | undefined;

function fonts() {
  if (!parsed) {
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    parsed = {
      regular: create(file('DejaVuSansCondensed.ttf')),
      bold: create(file('DejaVuSansCondensed-Bold.ttf')),
    };
  }
  return parsed;
}

/** Makes the document's fonts available under REGULAR and BOLD, from the process's parsed copies. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts();
  // pdfkit takes an already parsed fontkit font as a source; its types only list files and buffers.
  doc.registerFont(REGULAR, regular as unknown as Buffer);
  doc.registerFont(BOLD, bold as unknown as Buffer);
  doc.font(REGULAR);
}

export type PdfDoc = InstanceType<typeof PDFDocument>;
