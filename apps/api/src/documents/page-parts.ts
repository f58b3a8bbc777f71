import type { PdfDoc } from './fonts.ts';
import { BOLD, REGULAR } from './fonts.ts';
import type { PrintableParty } from './types.ts';

/** Drawing pieces the A4 documents share: bilingual captions, boxes, signature fields. */
export const PAGE_MARGIN = 36;
export const CAPTION_PT = 6.5;
export const BODY_PT = 9;
const GREY = '#555555';

/**
 * The text cut to one line of the width at the current font, ending in "…" where cut: pdfkit
 * wraps a text given a width even when told not to break lines.
 */
export function clip(doc: PdfDoc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let n = text.length;
  while (n > 0 && doc.widthOfString(`${text.slice(0, n)}…`) > width) n--;
  return `${text.slice(0, n)}…`;
}

/** One line of text that never wraps: cut to the width, aligned within it. */
export function line(
  doc: PdfDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
) {
  const t = clip(doc, text, width);
  const dx = align === 'left' ? 0 : (width - doc.widthOfString(t)) / (align === 'right' ? 1 : 2);
  doc.text(t, x + dx, y, { lineBreak: false });
}

export function caption(doc: PdfDoc, text: string, x: number, y: number, width: number) {
  doc.font(REGULAR).fontSize(CAPTION_PT).fillColor(GREY);
  line(doc, text, x, y, width);
  doc.fillColor('#000000');
}

/** A framed box with a caption and lines of text; returns its height. */
export function box(
  doc: PdfDoc,
  title: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
  minHeight = 0,
): number {
  const lineHeight = BODY_PT * 1.25;
  const height = Math.max(minHeight, 14 + Math.max(1, lines.length) * lineHeight + 4);
  doc.lineWidth(0.6).rect(x, y, width, height).stroke('#000000');
  caption(doc, title, x + 4, y + 3, width - 8);
  lines.forEach((text, i) => {
    doc.font(i === 0 ? BOLD : REGULAR).fontSize(BODY_PT);
    line(doc, text, x + 4, y + 13 + i * lineHeight, width - 8);
  });
  return height;
}

/** A framed box with a caption and a text that wraps over as many lines as it needs. */
export function paragraphBox(
  doc: PdfDoc,
  title: string,
  text: string,
  x: number,
  y: number,
  width: number,
): number {
  doc.font(REGULAR).fontSize(BODY_PT);
  const height = 14 + doc.heightOfString(text, { width: width - 8 }) + 6;
  doc.lineWidth(0.6).rect(x, y, width, height).stroke('#000000');
  caption(doc, title, x + 4, y + 3, width - 8);
  doc
    .font(REGULAR)
    .fontSize(BODY_PT)
    .text(text, x + 4, y + 13, { width: width - 8 });
  return height;
}

/** Two boxes side by side, as tall as the taller; returns that height. */
export function boxPair(
  doc: PdfDoc,
  y: number,
  left: [string, string[]],
  right: [string, string[]],
  width: number,
): number {
  const half = (width - 8) / 2;
  const lineHeight = BODY_PT * 1.25;
  const h = 14 + Math.max(1, left[1].length, right[1].length) * lineHeight + 4;
  box(doc, left[0], left[1], PAGE_MARGIN, y, half, h);
  box(doc, right[0], right[1], PAGE_MARGIN + half + 8, y, half, h);
  return h;
}

export function partyLines(p: PrintableParty, withCustomerNo: boolean): string[] {
  return [
    p.name,
    ...p.address.filter((l) => l !== ''),
    `${p.countrycode}-${p.postcode} ${p.city}`,
    ...(p.contactPerson || p.phone ? [[p.contactPerson, p.phone].filter(Boolean).join(', ')] : []),
    ...(withCustomerNo && p.customerNo ? [`Kundnr / Customer no: ${p.customerNo}`] : []),
  ];
}

/** Signature, name in print and date for each of the given parties, side by side. */
export function signatureFields(doc: PdfDoc, titles: string[], y: number, width: number): number {
  const gap = 8;
  const w = (width - gap * (titles.length - 1)) / titles.length;
  const height = 74;
  titles.forEach((title, i) => {
    const x = PAGE_MARGIN + i * (w + gap);
    doc.lineWidth(0.6).rect(x, y, w, height).stroke('#000000');
    caption(doc, title, x + 4, y + 3, w - 8);
    ['Underskrift / Signature', 'Namnförtydligande / Name in print', 'Datum / Date'].forEach((label, j) => {
      const ly = y + 30 + j * 16;
      doc
        .moveTo(x + 4, ly)
        .lineTo(x + w - 4, ly)
        .lineWidth(0.4)
        .stroke('#000000');
      caption(doc, label, x + 4, ly + 1.5, w - 8);
    });
  });
  return height;
}

/** The SANDBOX mark: black box, white letters, where the eye lands first. */
export function sandboxMark(doc: PdfDoc, x: number, y: number) {
  doc.rect(x, y, 110, 22).fill('#000000');
  doc.font(BOLD).fontSize(14).fillColor('#ffffff');
  line(doc, 'SANDBOX', x, y + 4, 110, 'center');
  doc.fillColor('#000000');
}

/** "Sida n av N / Page n of N" on every buffered page, written once all pages exist. */
export function numberPages(doc: PdfDoc, from: number, footer: string) {
  const range = doc.bufferedPageRange();
  const count = range.start + range.count - from;
  for (let i = from; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PAGE_MARGIN + 8;
    const width = doc.page.width - 2 * PAGE_MARGIN;
    doc.font(REGULAR).fontSize(7.5);
    line(doc, footer, PAGE_MARGIN, y, width / 2);
    line(
      doc,
      `Sida ${i - from + 1} av ${count} / Page ${i - from + 1} of ${count}`,
      PAGE_MARGIN,
      y,
      width,
      'right',
    );
  }
}
