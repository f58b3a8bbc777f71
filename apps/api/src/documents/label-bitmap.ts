import { deflateSync } from 'node:zlib';

/** A label as a picture: grey pixels row by row from its top left, 0 black to 255 white. */
export interface LabelBitmap {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** Darker than mid-grey prints black on a thermal printer; the rest is paper. */
const MID_GREY = 128;

// PNG's CRC-32 (ISO 3309), by the usual table: Node 20 has no zlib.crc32 yet.
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8 + body.length);
  frame.writeUInt32BE(data.length, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc32(body), 4 + body.length);
  return frame;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The bitmap as an 8-bit grey PNG, the one kind of lossless image pdfkit embeds. Rows go unfiltered:
 * a black and white label deflates well enough as it is, and pdfkit copies the data unchanged.
 */
export function bitmapPng(b: LabelBitmap): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(b.width, 0);
  header.writeUInt32BE(b.height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), deflate, no filter method, not interlaced
  const rows = Buffer.alloc((b.width + 1) * b.height);
  for (let y = 0; y < b.height; y++)
    rows.set(b.grey.subarray(y * b.width, (y + 1) * b.width), y * (b.width + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The bitmap as a ZPL graphic field, `^GFA,<bytes>,<bytes>,<bytes per row>,<hex>`, scaled to
 * `width × height` dots by the nearest pixel (no grey to smear a barcode's bars), one bit a dot,
 * 1 printing black, each row padded to a whole byte.
 */
export function bitmapZpl(b: LabelBitmap, width: number, height: number): string {
  const rowBytes = Math.ceil(width / 8);
  const bits = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const from = Math.min(b.height - 1, Math.floor(((y + 0.5) * b.height) / height)) * b.width;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(b.width - 1, Math.floor(((x + 0.5) * b.width) / width));
      const at = y * rowBytes + (x >> 3);
      if (b.grey[from + sx]! < MID_GREY) bits[at] = bits[at]! | (0x80 >> (x & 7));
    }
  }
  return `^GFA,${bits.length},${bits.length},${rowBytes},${bits.toString('hex').toUpperCase()}`;
}
