import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { GifWriter } from 'omggif';
import { describe, expect, it } from 'vitest';
import { CarrierLabelUnreadable } from '../../src/documents/carrier-label.ts';
import { bitmapPng } from '../../src/documents/label-bitmap.ts';
import { A4 } from '../../src/documents/pdf.ts';
import { printShipments } from '../../src/documents/print.ts';
import type { CarrierLabelImage, PrintableShipment, PrintFormat } from '../../src/documents/types.ts';
import { carrierLabelGif, type TestLabel } from '../helpers/carrier-label-gif.ts';
import { within } from '../helpers/document-checks.ts';
import { shipment } from '../helpers/printable-shipments.ts';
import { type PlacedImage, readPdf } from '../helpers/read-documents.ts';
import { graphicDot, parseZpl } from '../helpers/zpl-parse.ts';

/** A live UPS shipment of two packages: the first with UPS's own label, the second without one. */
function live(label: CarrierLabelImage): PrintableShipment {
  const s = shipment(225, 2, { id: 41, sandbox: false });
  s.packages[0] = { ...s.packages[0]!, carrierLabel: label };
  return s;
}
const packageNo = shipment(225, 2, { id: 41 }).packages[0]!.number;
const ups = carrierLabelGif(packageNo);
const RECEIVER = 'Ölands Trä & Järn AB';

function expectBox(image: PlacedImage | undefined, x: number, y: number, width: number, height: number) {
  const box = image!.box;
  for (const [got, want] of [
    [box.x, x],
    [box.y, y],
    [box.width, width],
    [box.height, height],
  ] as const)
    expect(got).toBeCloseTo(want, 1);
}

/** Whether the page rendered at 72 dpi (a pixel a point) is black at (x, y) points from its top left. */
const black = (page: Canvas, x: number, y: number) =>
  page.getContext('2d').getImageData(Math.round(x), Math.round(y), 1, 1).data[0]! < 128;

/** The middle of the GIF's top left block and a spot as far right, in points of the 4 × 6 in label. */
function marks(label: TestLabel) {
  const pt = 288 / label.width;
  const y = (label.block.y + label.block.height / 2) * pt;
  return {
    block: [(label.block.x + label.block.width / 2) * pt, y],
    paper: [288 - label.block.x * pt - 20, y],
  };
}

describe("a carrier's own label", () => {
  it('fills the thermal page, upright, scanning as the package; the package without one gets ours', async () => {
    const s = live({ format: 'gif', data: ups.gif });
    const { document } = await printShipments([s], 'LABEL');
    const [carrier, ours, ...rest] = await readPdf(document!.body, 200);
    expect(rest).toHaveLength(0);
    expect(within(carrier!.width, 288) && within(carrier!.height, 432)).toBe(true);
    const images = await carrier!.images();
    expect(images.map((i) => [i.pixels, i.stands])).toEqual([[[800, 1200], 'upright']]);
    expectBox(images[0], 0, 0, 288, 432);
    expect(carrier!.text).toBe('');
    const page = await carrier!.render(72);
    const { block, paper } = marks(ups);
    expect(black(page, block[0]!, block[1]!)).toBe(true);
    expect(black(page, paper[0]!, paper[1]!)).toBe(false);
    expect((await carrier!.barcodes()).map((b) => b.text)).toEqual([packageNo]);
    expect(ours!.text).toContain(RECEIVER);
    expect(await ours!.images()).toEqual([]);
    // A reprint is the same file.
    expect((await printShipments([s], 'LABEL')).document!.body.equals(document!.body)).toBe(true);
  });

  it('sits on the A4 sheet where ours goes, turned a quarter to the left, ours below it', async () => {
    const { document } = await printShipments([live({ format: 'gif', data: ups.gif })], 'PDF');
    const pages = await readPdf(document!.body, 150);
    const sheet = pages[pages.length - 1]!;
    expect(pages.slice(0, -1).every((p) => p.text.includes('FRAKTSEDEL'))).toBe(true);
    const images = await sheet.images();
    expect(images.map((i) => [i.pixels, i.stands])).toEqual([[[800, 1200], 'turnedLeft']]);
    // Our label's footprint: 6 × 4 in, centred in the upper A5 half.
    const [x0, y0] = [(A4[0] - 432) / 2, (A4[1] / 2 - 288) / 2];
    expectBox(images[0], x0, y0, 432, 288);
    // The label's (u, v) lies at (x0 + v, y0 + 288 − u): its top to the left.
    const page = await sheet.render(72);
    const { block, paper } = marks(ups);
    expect(black(page, x0 + block[1]!, y0 + 288 - block[0]!)).toBe(true);
    expect(black(page, x0 + paper[1]!, y0 + 288 - paper[0]!)).toBe(false);
    expect(sheet.text).toContain(RECEIVER);
    for (const item of sheet.items) expect(item.y).toBeLessThan(A4[1] / 2);
    const found = (await sheet.barcodes()).filter((b) => b.format === 'Code128').map((b) => b.text);
    expect(found).toContain(packageNo);
  });

  it("is written to ZPL as one ^GFA whose dots are the GIF's black pixels, turned upright", async () => {
    const { document } = await printShipments([live({ format: 'gif', data: ups.gif })], 'ZPL');
    const [carrier, ours, ...rest] = parseZpl(document!.body.toString('utf8'));
    expect(rest).toHaveLength(0);
    expect(carrier!.graphics).toHaveLength(1);
    expect(carrier!.texts).toEqual([]);
    const g = carrier!.graphics[0]!;
    expect([g.x, g.y, g.bytesPerRow * 8, g.rows]).toEqual([0, 0, 800, 1200]);
    // Known dots: the frame's corners, the top left block, paper to its right, a bar.
    const { block } = ups;
    expect(graphicDot(g, 0, 0) && graphicDot(g, 799, 1199)).toBe(true);
    expect(graphicDot(g, block.x + 5, block.y + 5)).toBe(true);
    expect(graphicDot(g, 700, block.y + 5)).toBe(false);
    let differ = 0;
    for (let y = 0; y < 1200; y++)
      for (let x = 0; x < 800; x++) if (graphicDot(g, x, y) !== (ups.upright[y * 800 + x] === 1)) differ++;
    expect(differ).toBe(0);
    expect(ours!.texts).toContain(RECEIVER);
    expect(ours!.graphics).toEqual([]);
  });

  it('is scaled to 800 × 1200 dots keeping its proportions, and left as it stands when upright', async () => {
    const small = carrierLabelGif(packageNo, 400, 600);
    const upright = carrierLabelGif(packageNo, 800, 1200, false);
    for (const [label, k] of [
      [small, 2],
      [upright, 1],
    ] as const) {
      const { document } = await printShipments([live({ format: 'gif', data: label.gif })], 'ZPL');
      const g = parseZpl(document!.body.toString('utf8'))[0]!.graphics[0]!;
      expect([g.bytesPerRow * 8, g.rows]).toEqual([800, 1200]);
      expect(graphicDot(g, (label.block.x + 3) * k, (label.block.y + 3) * k)).toBe(true);
      expect(graphicDot(g, 700, (label.block.y + 3) * k)).toBe(false);
      let differ = 0;
      for (let y = 0; y < 1200; y++)
        for (let x = 0; x < 800; x++) {
          const want = label.upright[Math.floor(y / k) * label.width + Math.floor(x / k)] === 1;
          if (graphicDot(g, x, y) !== want) differ++;
        }
      expect(differ).toBe(0);
    }
  });

  it("passes the carrier's ZPL through byte for byte, and refuses it in a PDF", async () => {
    // Its own code page (^CI27, Windows-1252): ö is one byte, not UTF-8.
    const sent = Buffer.concat([
      Buffer.from('^XA^CI27^FO40,40^A0N,40,40^FDG'),
      Buffer.from([0xf6]),
      Buffer.from('teborg^FS^XZ'),
    ]);
    const s = live({
      format: 'zpl',
      data: Buffer.concat([Buffer.from('\r\n  '), sent, Buffer.from('\r\n\n')]),
    });
    const body = (await printShipments([s], 'ZPL')).document!.body;
    expect(body.subarray(0, sent.length + 1).equals(Buffer.concat([sent, Buffer.from('\n')]))).toBe(true);
    const [ours, ...rest] = parseZpl(body.subarray(sent.length + 1).toString('utf8'));
    expect(rest).toHaveLength(0);
    expect(ours!.texts).toContain(RECEIVER);
    for (const format of ['PDF', 'LABEL'] as const)
      await expect(printShipments([s], format)).rejects.toMatchObject({ problem: 'zplOnly', shipmentId: 41 });
  });

  const tooLarge = Buffer.alloc(20_000);
  const wide = new GifWriter(tooLarge, 5000, 1, { palette: [0xffffff, 0x000000] });
  wide.addFrame(0, 0, 5000, 1, new Array(5000).fill(0));
  /** A 4 × 4 px GIF, its frame `frame` px square, whose image data ends after its first codes. */
  const tiny = (frame: number) =>
    Buffer.from([
      ...Buffer.from('GIF89a'),
      ...[4, 0, 4, 0, 0x80, 0, 0, 255, 255, 255, 0, 0, 0],
      ...[0x2c, 0, 0, 0, 0, frame & 0xff, frame >> 8, frame & 0xff, frame >> 8, 0],
      ...[2, 1, 0x2c, 0, 0x3b],
    ]);
  const damaged = Buffer.from(ups.gif);
  for (let i = 800; i < damaged.length; i += 7) damaged[i] = damaged[i]! ^ 0x5a;
  it.each<[string, CarrierLabelImage, string, PrintFormat[]]>([
    [
      'a PNG',
      { format: 'gif', data: bitmapPng({ width: 1, height: 1, grey: Uint8Array.of(0) }) },
      'notGif',
      ['PDF', 'LABEL', 'ZPL'],
    ],
    ['a cut GIF', { format: 'gif', data: ups.gif.subarray(0, 2000) }, 'damaged', ['PDF', 'LABEL', 'ZPL']],
    ['a damaged GIF', { format: 'gif', data: damaged }, 'damaged', ['LABEL', 'ZPL']],
    ['a GIF whose image data ends early', { format: 'gif', data: tiny(4) }, 'damaged', ['ZPL']],
    ['a GIF whose frame is larger than it', { format: 'gif', data: tiny(60_000) }, 'damaged', ['ZPL']],
    ['a GIF 5000 px wide', { format: 'gif', data: tooLarge.subarray(0, wide.end()) }, 'tooLarge', ['LABEL']],
    ['an error page as ZPL', { format: 'zpl', data: Buffer.from('<html>Error</html>') }, 'notZpl', ['ZPL']],
  ])('refuses %s with a typed error naming its shipment and package', async (_, label, problem, formats) => {
    for (const format of formats) {
      const printing = printShipments([live(label)], format);
      await expect(printing).rejects.toBeInstanceOf(CarrierLabelUnreadable);
      await expect(printing).rejects.toMatchObject({ problem, shipmentId: 41, packageNo });
    }
  });
});

describe('the PNG a label image is embedded as', () => {
  it('reads back pixel for pixel, its chunks checked by their CRC', async () => {
    const grey = Uint8Array.from({ length: 7 * 5 }, (_, i) => (i * 37) % 256);
    const png = bitmapPng({ width: 7, height: 5, grey });
    // IEND's CRC-32 is always AE 42 60 82.
    expect(png.subarray(-12).toString('hex')).toBe('0000000049454e44ae426082');
    const image = await loadImage(png);
    const canvas = createCanvas(7, 5);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const rgba = canvas.getContext('2d').getImageData(0, 0, 7, 5).data;
    expect(Array.from({ length: 35 }, (_, i) => rgba[i * 4])).toEqual(Array.from(grey));
  });
});
