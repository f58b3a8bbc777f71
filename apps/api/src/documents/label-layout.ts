import { type Barcode, linearModules, MAXICODE_MM, QUIET_ZONE_MODULES } from './barcodes.ts';
import type { LabelBitmap } from './label-bitmap.ts';
import type { LabelContent, MaxiCodeMessage } from './label-content.ts';
import { zplCode128 } from './zpl-code128.ts';

/**
 * One label laid out once, in millimetres from its top left corner, and drawn from this by both
 * the PDF and the ZPL writer: so a thermal PDF, an A4 sheet and a ZPL stream print the same
 * zones, texts and barcodes. Zones follow the GS1 transport label: addresses at the top, data in
 * the middle, barcodes at the bottom with the package's own number lowest.
 */
export type LabelElement =
  | {
      kind: 'text';
      x: number;
      y: number;
      /** Font size (em) in mm. */
      size: number;
      bold: boolean;
      text: string;
      width: number;
      align: 'left' | 'center';
    }
  | { kind: 'rule'; x: number; y: number; width: number; thickness: number }
  /** White text on a black box: the SANDBOX and EDI marks. */
  | { kind: 'mark'; x: number; y: number; width: number; height: number; size: number; text: string }
  /** `x` is the first bar; `dots` the module width in 8/mm printer dots (0.125 mm). */
  | { kind: 'barcode'; x: number; y: number; height: number; dots: number; barcode: Barcode }
  | { kind: 'maxicode'; x: number; y: number; message: MaxiCodeMessage }
  /** A picture scaled to its box: the carrier's own label, printed in place of ours. */
  | { kind: 'image'; x: number; y: number; width: number; height: number; bitmap: LabelBitmap };

export interface LabelLayout {
  width: number;
  height: number;
  elements: LabelElement[];
}

export const DOT_MM = 0.125;
const MARGIN = 4;
const CAPTION = 2.2;
const HRI = 2.8;
// Module widths tried, in dots, widest first: 0.5 mm meets GS1's X-dimension for the SSCC.
const MODULE_DOTS = [4, 3, 2] as const;

/** Cuts a text to what fits the width, by an average glyph width of DejaVu Sans Condensed. */
function fit(text: string, size: number, width: number, bold: boolean): string {
  const max = Math.floor(width / (size * (bold ? 0.62 : 0.55)));
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * Places a linear barcode centred in [x, x + width] with the widest module that leaves its quiet
 * zones, sized by the wider of the two encodings (bwip-js for the PDF, ours for ZPL).
 */
function placeBarcode(barcode: Barcode, x: number, width: number, y: number, height: number): LabelElement[] {
  const modules = Math.max(linearModules(barcode), zplCode128(barcode).modules);
  const dots = MODULE_DOTS.find((d) => (modules + 2 * QUIET_ZONE_MODULES) * d * DOT_MM <= width);
  if (!dots) throw new Error(`barcode ${barcode.data} does not fit ${width} mm`);
  const bars = modules * dots * DOT_MM;
  // Whole dots, so the ZPL origin and the PDF bars start on the same printer dot.
  const left = Math.round((x + (width - bars) / 2) / DOT_MM) * DOT_MM;
  return [
    { kind: 'barcode', x: left, y, height, dots, barcode },
    {
      kind: 'text',
      x,
      y: y + height + 0.6,
      size: HRI,
      bold: false,
      text: barcode.text,
      width,
      align: 'center',
    },
  ];
}

export function labelLayout(c: LabelContent, width: number, height: number): LabelLayout {
  const inner = width - 2 * MARGIN;
  const els: LabelElement[] = [];
  const text = (x: number, y: number, size: number, t: string, bold = false, w = inner - (x - MARGIN)) => {
    els.push({ kind: 'text', x, y, size, bold, text: fit(t, size, w, bold), width: w, align: 'left' });
  };
  const rule = (y: number) => {
    els.push({ kind: 'rule', x: MARGIN, y, width: inner, thickness: 0.4 });
  };

  // Carrier and product, and the marks a driver must see.
  text(MARGIN, 3, 5.5, c.carrier, true, inner - 32);
  text(MARGIN, 9.5, 3, c.product, false, inner - 32);
  if (c.sandbox)
    els.push({
      kind: 'mark',
      x: width - MARGIN - 30,
      y: 3,
      width: 30,
      height: 6.5,
      size: 4.2,
      text: 'SANDBOX',
    });
  if (c.edi)
    els.push({ kind: 'mark', x: width - MARGIN - 12, y: 10, width: 12, height: 4.5, size: 3, text: 'EDI' });
  rule(15);

  // Sender, small.
  text(MARGIN, 16, CAPTION, 'FRÅN / FROM');
  c.sender.slice(0, 5).forEach((line, i) => {
    text(MARGIN, 18.8 + i * 3.1, 2.8, line);
  });
  rule(35);

  // Receiver, large: the part a sorter reads from a distance.
  text(MARGIN, 36, CAPTION, 'TILL / TO');
  text(MARGIN, 38.8, 5.5, c.receiver.name, true);
  c.receiver.lines.slice(0, 2).forEach((line, i) => {
    text(MARGIN, 45 + i * 5, 4.5, line);
  });
  text(MARGIN, 55.2, 6, `${c.receiver.country}-${c.receiver.postcodeCity}`, true);
  if (c.receiver.contact) text(MARGIN, 62.3, 3, c.receiver.contact);
  rule(66.5);

  // Data: piece counter, weight, date, references, waybill.
  text(MARGIN, 67.4, CAPTION, 'KOLLI / PIECE', false, 26);
  text(MARGIN, 69.8, 7, c.piece, true, 26);
  text(MARGIN + 28, 67.4, CAPTION, 'VIKT / WEIGHT', false, 32);
  text(MARGIN + 28, 70.5, 5, c.weight, true, 32);
  text(MARGIN + 62, 67.4, CAPTION, 'DATUM / DATE');
  text(MARGIN + 62, 71, 3.5, c.date);
  text(MARGIN, 77.8, 2.8, c.references.join('   '));
  text(MARGIN, 81.3, 2.8, `Fraktsedel / Waybill: ${c.waybillNo}`);
  rule(85);

  // The service point the receiver collects at, where there is one: its own zone above the
  // barcodes, which give up its height.
  let top = 86;
  if (c.servicePoint) {
    text(MARGIN, 86, CAPTION, 'UTLÄMNINGSSTÄLLE / SERVICE POINT');
    text(MARGIN, 88.8, 3.4, c.servicePoint[0], true);
    text(MARGIN, 93, 2.8, c.servicePoint[1]);
    rule(96.5);
    top = 97.5;
  }

  // Barcodes, bottom zone: the package's own number lowest and tallest.
  const bottom = height - 3;
  const routing = c.routing;
  const own = c.barcodes[c.barcodes.length - 1];
  if (!own) throw new Error("a label needs the package's barcode");
  const block = (h: number) => h + 0.6 + HRI + 0.9;
  if (c.maxiCode) {
    // MaxiCode wants a clear millimetre around it (its quiet zone): below the rule, beside the routing.
    els.push({ kind: 'maxicode', x: MARGIN, y: top + 1, message: c.maxiCode });
    const left = MARGIN + MAXICODE_MM.width + 3;
    if (routing) els.push(...placeBarcode(routing, left, width - MARGIN - left, top + 2, 16));
    const y = top + 1 + MAXICODE_MM.height + 2;
    els.push(...placeBarcode(own, MARGIN, inner, y, bottom - y - block(0)));
    return { width, height, elements: els };
  }
  const small = 10;
  let y = top;
  for (const b of [...(routing ? [routing] : []), ...c.barcodes.slice(0, -1)]) {
    els.push(...placeBarcode(b, MARGIN, inner, y, small));
    y += block(small);
  }
  els.push(...placeBarcode(own, MARGIN, inner, y, bottom - y - block(0)));
  return { width, height, elements: els };
}
