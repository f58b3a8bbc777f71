import PDFDocument from 'pdfkit';
import { type PdfDoc, registerFonts } from './fonts.ts';

/** Points per millimetre. */
export const MM = 72 / 25.4;

/** Page sizes in points: A4, the 100 × 150 mm thermal label, and UPS's 4 × 6 in. */
export const A4: [number, number] = [595.28, 841.89];
export const LABEL_MM = { standard: [100, 150], ups: [101.6, 152.4] } as const;

/**
 * A document with the product's fonts and fixed metadata: its creation date is the shipment's,
 * not the clock's, so a reprint gives byte for byte the same document. Pages are kept until the
 * end so the freight document can number them "page n of N".
 */
export function newPdf(title: string, created: Date): { doc: PdfDoc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    margin: 0,
    info: { Title: title, Creator: 'Skeppa', Producer: 'Skeppa', CreationDate: created },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The shipment's date at noon UTC, the same on every reprint. */
export function documentDate(iso: string): Date {
  const d = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? new Date(0) : d;
}
