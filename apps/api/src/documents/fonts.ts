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
type Font = ReturnType<typeof create>;
let parsed: { regular: Font; bold: Font } | undefined;

/**
 * fontkit caches each glyph with the characters it was first asked for. Embedding Ö asks for its
 * base glyph O with none, and a shared font would then give every later document an O without a
 * character: its text layer (search, copy, screen readers) would read "P-4471" for "PO-4471". Asking
 * for every character's glyph first (12 ms, once) caches each with its character.
 */
function parse(name: string): Font {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

function fonts() {
  parsed ??= { regular: parse('DejaVuSansCondensed.ttf'), bold: parse('DejaVuSansCondensed-Bold.ttf') };
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
