import { formatNumber, isValidLuhnWaybill } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { printShipments } from '../../src/documents/print.ts';
import type { PrintableGoodsLine } from '../../src/documents/types.ts';
import { decoded, within } from '../helpers/document-checks.ts';
import { party, shipment } from '../helpers/printable-shipments.ts';
import { readPdf } from '../helpers/read-documents.ts';

async function freightPages(s: ReturnType<typeof shipment>) {
  const { document } = await printShipments([s], 'PDF');
  const pages = await readPdf(document!.body, 200);
  // Laser PDF: the freight document first, then the label sheets (two labels each).
  return pages.slice(0, pages.length - Math.ceil(s.packages.length / 2));
}

describe('the freight document', () => {
  it('is A4 with the waybill as a decoding Code 128, the parties, the goods and their totals', async () => {
    const s = shipment(116, 2);
    const [page, ...more] = await freightPages(s);
    expect(more).toHaveLength(0);
    expect(within(page!.width, 595.28)).toBe(true);
    expect(within(page!.height, 841.89)).toBe(true);
    for (const t of [
      'FRAKTSEDEL',
      'DHL Freight – Stycke (211)',
      'Åkesson & Söner AB',
      'SE-41101 Göteborg',
      'Kundnr / Customer no: 556036-0793',
      'Ölands Trä & Järn AB',
      'Storgatan 12',
      'Avsändaren / Sender',
      'DAP',
      'Ort / Place: Färjestaden',
      "Avsändarens ref. / Sender's ref.: PO-4471",
      'Möbeldelar i ek',
      'Gjutjärnsgrytor',
      'Leverans / Delivery: Ring 30 min före / Call 30 min ahead',
      'Förare / Driver',
      'Sida 1 av 1 / Page 1 of 1',
      'SANDBOX',
    ])
      expect(page!.text, t).toContain(t);
    expect(page!.text).toMatch(/Försäkringsvärde \/ Insured value: 15\s000,00 SEK/);
    // Lines as printed (25,0 and 310,1 kg) and a total that is their sum, not the sum unrounded.
    expect(page!.text).toContain('25,0');
    expect(page!.text).toContain('310,1');
    expect(page!.text).toContain('335,1');
    expect(page!.text).toContain('1,275');
    expect(page!.text).toContain('0,73');
    const codes = (await page!.barcodes()).map(decoded);
    expect(codes).toEqual([{ gs1: false, data: s.waybillNo }]);
    expect(isValidLuhnWaybill(codes[0]!.data)).toBe(true);
    expect(page!.text).toContain(s.waybillNo);
  });

  it('adds pickup and delivery addresses only where they differ, and a payer other than the parties', async () => {
    const plain = await freightPages(shipment(4, 1));
    expect(plain[0]!.text).not.toContain('Upphämtningsadress');
    const other = party({ name: 'Betalar AB', customerNo: '' });
    const [page] = await freightPages(
      shipment(4, 1, {
        pickup: party({ name: 'Lager Hisingen', address: ['Importgatan 5', ''], postcode: '42246' }),
        delivery: null,
        payer: { kind: 'other', customerNo: 'DSV-99812', party: other },
        sandbox: false,
      }),
    );
    expect(page!.text).toContain('Upphämtningsadress / Pickup address');
    expect(page!.text).toContain('Lager Hisingen');
    expect(page!.text).toContain('Som mottagaren / As receiver');
    expect(page!.text).toContain('Annan / Other');
    expect(page!.text).toContain('Kundnr / Customer no: DSV-99812');
    expect(page!.text).toContain('Betalar AB');
    expect(page!.text).not.toContain('SANDBOX');
  });

  it('runs onto more pages when the goods do, each numbered n of N, the totals still the sum', async () => {
    const line = (i: number): PrintableGoodsLine => ({
      marks: `M-${i}`,
      noOfPackages: 1,
      packageType: 'parcel',
      description: `Artikel ${i}`,
      weightKg: 1.25 + i / 100,
      volumeM3: 0.0125,
      loadingMetres: 0.015,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    const goods = Array.from({ length: 70 }, (_, i) => line(i + 1));
    const pages = await freightPages(shipment(116, 1, { goods }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, i) => {
      expect(p.text).toContain(`Sida ${i + 1} av ${pages.length} / Page ${i + 1} of ${pages.length}`);
    });
    const text = pages.map((p) => p.text).join('\n');
    for (const g of goods) expect(text).toContain(g.marks);
    // Each line printed to 0.1 kg; the total is the sum of those printed values.
    const printed = goods.reduce((a, g) => a + Math.round(g.weightKg * 10), 0) / 10;
    expect(text).toContain(formatNumber(printed, 1));
    expect(text).toContain('Summa / Total');
    expect(text).toContain('70');
  });
});
