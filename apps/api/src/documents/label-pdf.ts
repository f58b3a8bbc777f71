import { drawLinear, drawMaxiCode, MAXICODE_MM } from './barcodes.ts';
import { BOLD, type PdfDoc, REGULAR } from './fonts.ts';
import { bitmapPng } from './label-bitmap.ts';
import { maxiCodeText } from './label-content.ts';
import { DOT_MM, type LabelElement, type LabelLayout } from './label-layout.ts';
import { MM } from './pdf.ts';

function drawText(doc: PdfDoc, e: Extract<LabelElement, { kind: 'text' }>, color = '#000000') {
  doc.font(e.bold ? BOLD : REGULAR);
  let size = e.size * MM;
  // The layout cuts by an average glyph width; a text of wide letters is made smaller to stay inside.
  const width = doc.fontSize(size).widthOfString(e.text);
  if (width > e.width * MM) size *= (e.width * MM) / width;
  doc
    .fontSize(size)
    .fillColor(color)
    .text(e.text, e.x * MM, e.y * MM, { width: e.width * MM, align: e.align, lineBreak: false });
}

function drawElement(doc: PdfDoc, e: LabelElement) {
  switch (e.kind) {
    case 'text':
      drawText(doc, e);
      return;
    case 'rule':
      doc.rect(e.x * MM, e.y * MM, e.width * MM, e.thickness * MM).fill('#000000');
      return;
    case 'mark': {
      doc.rect(e.x * MM, e.y * MM, e.width * MM, e.height * MM).fill('#000000');
      const y = e.y + (e.height - e.size) / 2;
      drawText(
        doc,
        { kind: 'text', x: e.x, y, size: e.size, bold: true, text: e.text, width: e.width, align: 'center' },
        '#ffffff',
      );
      return;
    }
    case 'barcode':
      drawLinear(doc, e.barcode, e.x * MM, e.y * MM, e.dots * DOT_MM * MM, e.height * MM);
      return;
    case 'maxicode':
      drawMaxiCode(doc, maxiCodeText(e.message), e.message.mode, e.x * MM, e.y * MM, MAXICODE_MM.width * MM);
      return;
    case 'image':
      doc.image(bitmapPng(e.bitmap), e.x * MM, e.y * MM, { width: e.width * MM, height: e.height * MM });
      return;
  }
}

/**
 * Draws a label with its top left at (x, y) points, upright or turned a quarter to the left (on an
 * A4 sheet, where two labels lie across the page). Never scaled: a barcode keeps its module width.
 */
export function drawLabel(doc: PdfDoc, layout: LabelLayout, x: number, y: number, turned = false) {
  doc.save();
  // Turned: the label's (u, v) lands on the page at (x + v, y + width − u), its top to the left.
  if (turned) doc.transform(0, -1, 1, 0, x, y + layout.width * MM);
  else doc.translate(x, y);
  for (const e of layout.elements) drawElement(doc, e);
  doc.restore();
  doc.fillColor('#000000');
}
