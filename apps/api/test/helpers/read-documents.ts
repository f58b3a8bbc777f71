import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

export interface ReadPage {
  width: number;
  height: number;
  text: string;
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
