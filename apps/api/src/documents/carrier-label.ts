import { GifReader } from 'omggif';
import type { LabelBitmap } from './label-bitmap.ts';
import type { LabelLayout } from './label-layout.ts';

/** Why a carrier's label cannot be printed as it came. */
export type CarrierLabelProblem = 'notGif' | 'damaged' | 'tooLarge' | 'notZpl' | 'zplOnly';

const PROBLEMS: Record<CarrierLabelProblem, string> = {
  notGif: 'is not a GIF image',
  damaged: 'is a damaged GIF image',
  tooLarge: 'is larger than any label',
  notZpl: 'is not one ZPL label (^XA … ^XZ)',
  zplOnly: 'came as ZPL, which prints only as ZPL, not in a PDF',
};

/** The package whose carrier's label is read, named by the error when it cannot be. */
export interface CarrierLabelOf {
  shipmentId: number;
  packageNo: string;
}

/**
 * A package's label from the carrier cannot be printed. Thrown by the label generators with the
 * shipment and package it belongs to, so the print service can refuse that shipment by name and
 * print the others; printing our own label instead would give the driver one the carrier does not scan.
 */
export class CarrierLabelUnreadable extends Error {
  override readonly name = 'CarrierLabelUnreadable';
  readonly shipmentId: number;
  readonly packageNo: string;
  constructor(
    readonly problem: CarrierLabelProblem,
    of: CarrierLabelOf,
  ) {
    super(`The carrier's label of package ${of.packageNo} (shipment ${of.shipmentId}) ${PROBLEMS[problem]}`);
    this.shipmentId = of.shipmentId;
    this.packageNo = of.packageNo;
  }
}

// UPS's label is 1200 × 800 px (1400 × 800 with its instruction strip). A side twice that of a
// 6 in label at 200 dpi is no label, and its square would take memory before anything is printed.
const MAX_SIDE = 2400;

/** The GIF's first frame as RGBA pixels, the whole image's size. */
function decodeGif(data: Buffer, of: CarrierLabelOf): { width: number; height: number; rgba: Uint8Array } {
  if (!/^GIF8[79]a/.test(data.subarray(0, 6).toString('latin1')))
    throw new CarrierLabelUnreadable('notGif', of);
  let gif: GifReader;
  let frame: ReturnType<GifReader['frameInfo']>;
  try {
    gif = new GifReader(data);
    frame = gif.frameInfo(0);
  } catch {
    throw new CarrierLabelUnreadable('damaged', of);
  }
  const { width, height } = gif;
  if (width > MAX_SIDE || height > MAX_SIDE) throw new CarrierLabelUnreadable('tooLarge', of);
  // omggif decodes a frame at its own size: one beyond the image is damage, and could be any size.
  const inside = frame.x + frame.width <= width && frame.y + frame.height <= height;
  const rgba = new Uint8Array(width * height * 4);
  if (width === 0 || height === 0 || !inside || !decodeFirstFrame(gif, rgba))
    throw new CarrierLabelUnreadable('damaged', of);
  return { width, height, rgba };
}

/**
 * Decodes the first frame and says whether its image data was all there. omggif paints the pixels
 * of data that ends early in colour 0, blank on a label, and says so only through console.log, a
 * stray line in the server's JSON log: its words are caught here, for this one synchronous call.
 */
function decodeFirstFrame(gif: GifReader, rgba: Uint8Array): boolean {
  const log = console.log;
  let short = false;
  console.log = (...words: unknown[]) => {
    short ||= String(words[0]).includes('shorter than expected');
  };
  try {
    gif.decodeAndBlitFrameRGBA(0, rgba);
    return !short;
  } catch {
    return false;
  } finally {
    console.log = log;
  }
}

/**
 * A carrier's GIF label in grey, standing upright. UPS draws its 4 × 6 in label lying on its side,
 * its top to the left (the strip it may add beside the label is at the right): a quarter turn
 * clockwise stands it up, that strip ending below the label. A portrait image is already upright.
 * Transparent pixels are paper.
 */
export function readCarrierGif(data: Buffer, of: CarrierLabelOf): LabelBitmap {
  const { width, height, rgba } = decodeGif(data, of);
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    const [r, g, b, a] = rgba.subarray(i * 4, i * 4 + 4);
    grey[i] = a === 0 ? 255 : Math.round(0.299 * r! + 0.587 * g! + 0.114 * b!);
  }
  if (width <= height) return { width, height, grey };
  // Clockwise: the upright pixel (x, y) is the lying one at (y, height − 1 − x).
  const upright = new Uint8Array(grey.length);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < height; x++) upright[y * height + x] = grey[(height - 1 - x) * width + y]!;
  return { width: height, height: width, grey: upright };
}

const isBlank = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * The carrier's ZPL label byte for byte as it sent it, without blank lines around it: its code
 * page (`^CI`) is the carrier's, so it is never read as text and written again.
 */
export function carrierZpl(data: Buffer, of: CarrierLabelOf): Buffer {
  let start = 0;
  let end = data.length;
  while (start < end && isBlank(data[start])) start++;
  while (end > start && isBlank(data[end - 1])) end--;
  const zpl = data.subarray(start, end);
  const ends = (at: number) =>
    zpl
      .subarray(at, at + 3)
      .toString('latin1')
      .toUpperCase();
  if (zpl.length < 6 || ends(0) !== '^XA' || ends(zpl.length - 3) !== '^XZ')
    throw new CarrierLabelUnreadable('notZpl', of);
  return zpl;
}

/**
 * The carrier's image as a whole label of `width × height` mm: as large as fits, its proportions
 * kept, centred. UPS's 800 × 1200 px fills its 4 × 6 in exactly.
 */
export function carrierImageLayout(bitmap: LabelBitmap, width: number, height: number): LabelLayout {
  const scale = Math.min(width / bitmap.width, height / bitmap.height);
  const w = bitmap.width * scale;
  const h = bitmap.height * scale;
  return {
    width,
    height,
    elements: [{ kind: 'image', x: (width - w) / 2, y: (height - h) / 2, width: w, height: h, bitmap }],
  };
}
