import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads a generated document back the way a person and a scanner would: pdf.js for the pages, their
 * sizes and text, @napi-rs/canvas to render them, zxing-wasm to decode every barcode on them.
 */
const require = createRequire(import.meta.url);
let prepared: Promise<unknown> | undefined;

function zxing() {
  // zxing-wasm fetches its binary from a CDN unless given one: read it from the package instead.
  prepared ??= prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer,
    },
    fireImmediately: true,
  });
  return prepared;
}

/**
 * An image drawn on a page: its size in pixels, the box it covers in points from the page's top
 * left, and how it stands: `upright`, or `turnedLeft` (its top to the page's left).
 */
export interface PlacedImage {
  pixels: [number, number];
  box: { x: number; y: number; width: number; height: number };
  stands: 'upright' | 'turnedLeft' | 'other';
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Follows the page's transforms to every image XObject it paints (pdf.js's operator list). */
function placedImages(fnArray: number[], argsArray: unknown[], pageHeight: number): PlacedImage[] {
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const found: PlacedImage[] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject) {
      // The image fills the unit square; its first row is at the square's top (v = 1).
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([u, v]) => [ctm[0] * u! + ctm[2] * v! + ctm[4], ctm[1] * u! + ctm[3] * v! + ctm[5]] as const);
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      const [a, b, c, d] = ctm;
      const zero = (n: number) => Math.abs(n) < 1e-6;
      found.push({
        pixels: [args[1] as number, args[2] as number],
        box: {
          x: Math.min(...xs),
          y: pageHeight - Math.max(...ys),
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
        },
        stands:
          zero(b) && zero(c) && a > 0 && d > 0
            ? 'upright'
            : zero(a) && zero(d) && b > 0 && c < 0
              ? 'turnedLeft'
              : 'other',
      });
    }
  });
  return found;
}

export interface ReadPage {
  width: number;
  height: number;
  text: string;
  /** The images painted on the page, in drawing order. */
  images: () => Promise<PlacedImage[]>;
  /** Text items with their position, for checks of what lies inside the page. */
  items: { str: string; x: number; y: number }[];
  barcodes: () => Promise<ReadResult[]>;
  render: (dpi: number) => Promise<Canvas>;
}

export async function readPdf(pdf: Buffer, dpi = 300): Promise<ReadPage[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  const pages: ReadPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items
      .filter((i): i is typeof i & { str: string; transform: number[] } => 'str' in i)
      .map((i) => ({ str: i.str, x: i.transform[4]!, y: i.transform[5]! }));
    pages.push({
      width: x1 - x0,
      height: y1 - y0,
      text: items.map((i) => i.str).join('\n'),
      items,
      images: async () => {
        const list = await page.getOperatorList();
        return placedImages(list.fnArray, list.argsArray, y1 - y0);
      },
      render: async (dpi: number) => {
        const viewport = page.getViewport({ scale: dpi / 72 });
        const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        // pdf.js takes a DOM canvas; @napi-rs/canvas implements the part it draws with.
        await page.render({ canvasContext: ctx as never, canvas: canvas as never, viewport }).promise;
        return canvas;
      },
      barcodes: async () => {
        await zxing();
        const canvas = await pages[n - 1]!.render(dpi);
        const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        return readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], {
          formats: [],
          maxNumberOfSymbols: 16,
          tryHarder: true,
        });
      },
    });
  }
  return pages;
}

/** Decodes the barcodes of one area of a page (mm from its top left), rendered at 300 dpi. */
export async function readRegion(
  page: ReadPage,
  x: number,
  y: number,
  width: number,
  height: number,
  formats: NonNullable<Parameters<typeof readBarcodes>[1]>['formats'],
): Promise<ReadResult[]> {
  await zxing();
  const image = await page.render(300);
  const px = (mm: number) => Math.round((mm / 25.4) * 300);
  const ctx = image.getContext('2d');
  const area = ctx.getImageData(px(x), px(y), px(width), px(height));
  return readBarcodes(area as unknown as Parameters<typeof readBarcodes>[0], {
    formats,
    isPure: true,
    tryHarder: true,
  });
}
