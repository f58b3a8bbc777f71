import { describe, expect, it } from 'vitest';
import { printShipments } from '../../src/documents/print.ts';
import { decoded, within } from '../helpers/document-checks.ts';
import { shipment } from '../helpers/printable-shipments.ts';
import { readPdf } from '../helpers/read-documents.ts';
import { parseZpl } from '../helpers/zpl-parse.ts';

// Three booked shipments (3, 2 and 1 packages), an archived one and a draft between them.
const shipments = [
  shipment(116, 3, { id: 11 }),
  shipment(4, 1, { id: 12, status: 'archived' }),
  shipment(225, 2, { id: 13 }),
  shipment(131, 1, { id: 14, status: 'draft' }),
  shipment(131, 1, { id: 15, status: 'printed' }),
];
const printed = [shipments[0]!, shipments[2]!, shipments[4]!];
/** Each package's own barcode data, shipment by shipment, package by package. */
const packageCodes = printed.flatMap((s) =>
  s.packages.map((p) =>
    s.carrier.code === 225 ? p.number : s.carrier.code === 131 ? `J${p.number}` : `00${p.number}`,
  ),
);

describe('printing several shipments at once', () => {
  it('puts the freight documents first, then the labels two to an A4 sheet, in shipment then package order', async () => {
    const { document, refused } = await printShipments(shipments, 'PDF');
    expect(refused).toEqual([
      { id: 12, reason: 'archived' },
      { id: 14, reason: 'notBooked' },
    ]);
    const pages = await readPdf(document!.body, 200);
    // One freight document page each, then ceil(6 / 2) label sheets.
    expect(pages).toHaveLength(3 + 3);
    for (const p of pages) expect(within(p.width, 595.28) && within(p.height, 841.89)).toBe(true);
    printed.forEach((s, i) => {
      expect(pages[i]!.text).toContain('FRAKTSEDEL');
      expect(pages[i]!.text).toContain(s.waybillNo);
    });
    const order: string[] = [];
    for (const sheet of pages.slice(3)) {
      // Read each sheet's two halves top to bottom (the labels lie turned, their own number on the right).
      const found = (await sheet.barcodes())
        .map((b) => ({ ...decoded(b), y: Math.min(b.position.topLeft.y, b.position.bottomRight.y) }))
        .filter((b) => packageCodes.includes(b.data))
        .sort((a, b) => a.y - b.y);
      order.push(...found.map((b) => b.data));
    }
    expect(order).toEqual(packageCodes);
  });

  it('writes one ZPL stream with a block per package in the same order', async () => {
    const { document, refused } = await printShipments(shipments, 'ZPL');
    expect(refused.map((r) => r.id)).toEqual([12, 14]);
    const labels = parseZpl(document!.body.toString('utf8'));
    expect(labels).toHaveLength(packageCodes.length);
    labels.forEach((label, i) => {
      const data = label.barcodes.filter((b) => b.kind === 'code128').map((b) => b.data);
      expect(data).toContain(packageCodes[i]);
    });
  });

  it('prints thermal labels only, one page per package', async () => {
    const { document } = await printShipments(shipments, 'LABEL');
    const pages = await readPdf(document!.body);
    expect(pages).toHaveLength(packageCodes.length);
    expect(pages.map((p) => Math.round(p.width))).toEqual([283, 283, 283, 288, 288, 283]);
  });

  it('answers "no document" when nothing can be printed, saying why', async () => {
    const result = await printShipments([shipments[1]!, shipments[3]!], 'PDF');
    expect(result.document).toBeNull();
    expect(result.refused.map((r) => r.reason)).toEqual(['archived', 'notBooked']);
  });

  it('gives byte for byte the same documents on a reprint', async () => {
    for (const format of ['PDF', 'LABEL', 'ZPL'] as const) {
      const first = await printShipments(printed, format);
      const again = await printShipments(printed, format);
      expect(again.document!.body.equals(first.document!.body), format).toBe(true);
    }
  });
});
