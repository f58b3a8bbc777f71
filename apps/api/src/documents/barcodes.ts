import bwipjs from 'bwip-js';
import type { PdfDoc } from './fonts.ts';

/**
 * A barcode as the documents print it. `data` is what a scanner reads: plain text for Code 128,
 * the GS1 element string with its application identifiers in brackets for GS1-128
 * (`(00)373221512525025094`), and the whole structured message for MaxiCode.
 */
export type Symbology = 'code128' | 'gs1-128' | 'maxicode';
export interface Barcode {
  symbology: Symbology;
  data: string;
  /** The text printed under it (the human-readable interpretation). */
  text: string;
}

/** Quiet zone each side of a linear barcode, in modules (GS1 asks 10 X for GS1-128). */
export const QUIET_ZONE_MODULES = 10;

/**
 * Barcodes kept encoded: the labels of the last few hundred shipments, for a reprint. Every
 * shipment's numbers are new, so without a bound the cache grew by every label a process printed.
 */
export const BARCODE_CACHE_SIZE = 1000;
const barsCache = new Map<string, number[]>();

/** How many encoded barcodes are kept (for the test of its bound). */
export const cachedBarcodes = () => barsCache.size;

/** Widths of bars and spaces in modules, bar first, as bwip-js encodes them (cached: labels repeat). */
export function linearWidths(b: Barcode): number[] {
  const key = `${b.symbology}|${b.data}`;
  let widths = barsCache.get(key);
  if (!widths) {
    const [symbol] = bwipjs.raw({ bcid: b.symbology, text: b.data });
    if (!symbol || !('sbs' in symbol)) throw new Error(`not a linear barcode: ${key}`);
    widths = symbol.sbs;
    // Past the bound the cache starts again, as the access tokens' does: a print's few barcodes
    // are encoded again at worst.
    if (barsCache.size >= BARCODE_CACHE_SIZE) barsCache.clear();
    barsCache.set(key, widths);
  }
  return widths;
}

export function linearModules(b: Barcode): number {
  return linearWidths(b).reduce((a, w) => a + w, 0);
}

/** Draws the bars as filled rectangles, `module` and `height` in points, (x, y) the first bar's top left. */
export function drawLinear(doc: PdfDoc, b: Barcode, x: number, y: number, module: number, height: number) {
  let at = x;
  linearWidths(b).forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height);
    at += w * module;
  });
  doc.fill('#000000');
}

/** MaxiCode's nominal symbol: 28.14 × 26.91 mm whatever the content (ISO/IEC 16023). */
export const MAXICODE_MM = { width: 28.14, height: 26.91 };

/**
 * Draws a MaxiCode (mode 2 for US postcodes, 3 otherwise) through bwip-js's drawing interface, so
 * its hexagons and bullseye are vectors like the rest of the page. (x, y) is the top left, `width`
 * in points; bwip-js's own units are scaled to it.
 */
export function drawMaxiCode(doc: PdfDoc, data: string, mode: 2 | 3, x: number, y: number, width: number) {
  let k = 1;
  const to = (p: [number, number]): [number, number] => [x + p[0] * k, y + p[1] * k];
  const path: string[] = [];
  const flush = () => {
    if (path.length > 0) doc.addContent(path.join('\n'));
    path.length = 0;
  };
  bwipjs.render(
    { bcid: 'maxicode', text: data, mode, parse: true, scale: 4 } as bwipjs.RenderOptions,
    {
      scale: () => null,
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init: (w: number) => {
        k = width / w;
      },
      line: () => {},
      // Hundreds of hexagons per symbol: their path is written as PDF operators in one string,
      // which took a third of the time of pdfkit's moveTo/lineTo calls.
      polygon: (pts: Array<[number, number]>) => {
        const ops = pts.map((p, i) => {
          const [px, py] = to(p);
          return `${px.toFixed(3)} ${py.toFixed(3)} ${i === 0 ? 'm' : 'l'}`;
        });
        path.push(`${ops.join(' ')} h`);
      },
      hexagon(pts: Array<[number, number]>) {
        this.polygon(pts);
      },
      ellipse: (cx: number, cy: number, rx: number) => {
        const [px, py] = to([cx, cy]);
        doc.circle(px, py, rx * k);
      },
      fill: () => {
        doc.fill('#000000', 'even-odd');
      },
      text: () => {},
      // bwip-js may leave the last hexagons for the caller to fill.
      end: () => {
        if (path.length === 0) return;
        flush();
        doc.fill('#000000', 'even-odd');
      },
    } as bwipjs.DrawingContext<undefined>,
  );
}
