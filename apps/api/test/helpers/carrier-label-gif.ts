import { GifWriter } from 'omggif';
import { linearWidths } from '../../src/documents/barcodes.ts';

/**
 * A carrier's label as UPS sends one, made here: an upright black and white picture (a black frame,
 * a block at its top left, the package number as Code 128 below the middle) laid on its side with
 * its top to the left, as a GIF. `upright` is the picture standing, 1 black, to compare with what
 * the documents print.
 */
export interface TestLabel {
  gif: Buffer;
  upright: Uint8Array;
  width: number;
  height: number;
  /** The top left block, in upright pixels. */
  block: { x: number; y: number; width: number; height: number };
}

export function carrierLabelGif(packageNo: string, width = 800, height = 1200, lying = true): TestLabel {
  const upright = new Uint8Array(width * height);
  const fill = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) upright.fill(1, y * width + x0, y * width + x0 + w);
  };
  const frame = Math.round(width / 100);
  fill(0, 0, width, frame);
  fill(0, height - frame, width, frame);
  fill(0, 0, frame, height);
  fill(width - frame, 0, frame, height);
  const block = {
    x: Math.round(width * 0.05),
    y: Math.round(height * 0.03),
    width: Math.round(width * 0.25),
    height: Math.round(height * 0.07),
  };
  fill(block.x, block.y, block.width, block.height);
  // The bars, as wide as fits with 10 modules of quiet zone each side.
  const widths = linearWidths({ symbology: 'code128', data: packageNo, text: packageNo });
  const modules = widths.reduce((a, w) => a + w, 0);
  const module = Math.floor((width - 2 * frame) / (modules + 20));
  let x = Math.round((width - modules * module) / 2);
  widths.forEach((w, i) => {
    if (i % 2 === 0) fill(x, Math.round(height * 0.6), w * module, Math.round(height * 0.2));
    x += w * module;
  });
  const out = Buffer.alloc(width * height * 2 + 1024);
  const palette = { palette: [0xffffff, 0x000000] };
  if (!lying) {
    const writer = new GifWriter(out, width, height, palette);
    writer.addFrame(0, 0, width, height, Array.from(upright));
    return { gif: Buffer.from(out.subarray(0, writer.end())), upright, width, height, block };
  }
  // Lying: the upright pixel (x, y) at (y, width − 1 − x) of a height × width image.
  const pixels = new Array<number>(width * height);
  for (let ly = 0; ly < width; ly++)
    for (let lx = 0; lx < height; lx++) pixels[ly * height + lx] = upright[lx * width + (width - 1 - ly)]!;
  const writer = new GifWriter(out, height, width, palette);
  writer.addFrame(0, 0, height, width, pixels);
  return { gif: Buffer.from(out.subarray(0, writer.end())), upright, width, height, block };
}
