import { BOLD, type PdfDoc, REGULAR } from './fonts.ts';
import { caption, line, PAGE_MARGIN } from './page-parts.ts';
import { A4 } from './pdf.ts';

/** The A4 documents' text width, the lowest line above the page number, and a table row. */
export const WIDTH = A4[0] - 2 * PAGE_MARGIN;
export const BOTTOM = A4[1] - PAGE_MARGIN - 14;
export const ROW = 13;
/** A cell that wraps takes one more line of this height. */
export const SECOND_LINE = 10;

export interface TableColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
  /** Wider text wraps at words onto a second line instead of being cut (the goods' description). */
  wrap?: boolean;
}

export function newPage(doc: PdfDoc): number {
  doc.addPage({ size: A4, margin: 0 });
  return PAGE_MARGIN;
}

export function tableHeader(doc: PdfDoc, columns: TableColumn[], y: number): number {
  doc.rect(PAGE_MARGIN, y, WIDTH, 16).fill('#e8e8e8');
  doc.fillColor('#000000');
  let x = PAGE_MARGIN;
  for (const c of columns) {
    caption(doc, c.title, x + 2, y + 5, c.width - 4);
    x += c.width;
  }
  return y + 16;
}

export function tableRow(doc: PdfDoc, columns: TableColumn[], cells: string[], y: number, bold: boolean) {
  let x = PAGE_MARGIN;
  doc.font(bold ? BOLD : REGULAR).fontSize(8);
  columns.forEach((c, i) => {
    const text = cells[i] ?? '';
    if (c.wrap && doc.widthOfString(text) > c.width - 4) {
      doc.text(text, x + 2, y + 3, { width: c.width - 4, height: 2 * SECOND_LINE, lineGap: 0 });
    } else line(doc, text, x + 2, y + 3, c.width - 4, c.align);
    x += c.width;
  });
}

/**
 * The header, then a ruled row per item; a row that would cross BOTTOM starts a new page under
 * the header again. Returns where the next thing may stand.
 */
export function drawTable<T>(
  doc: PdfDoc,
  columns: TableColumn[],
  items: T[],
  y: number,
  row: { cells: (item: T, i: number) => string[]; height?: (item: T) => number },
): number {
  let at = tableHeader(doc, columns, y);
  items.forEach((item, i) => {
    const height = row.height?.(item) ?? ROW;
    if (at + height > BOTTOM) at = tableHeader(doc, columns, newPage(doc));
    tableRow(doc, columns, row.cells(item, i), at, false);
    doc
      .moveTo(PAGE_MARGIN, at + height)
      .lineTo(PAGE_MARGIN + WIDTH, at + height)
      .lineWidth(0.3)
      .stroke('#999999');
    at += height;
  });
  return at;
}
