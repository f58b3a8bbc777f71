import { customsInvoiceTotals, formatNumber } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { printCustomsInvoice, printShipments } from '../../src/documents/print.ts';
import { within } from '../helpers/document-checks.ts';
import { customsInvoice, shipment } from '../helpers/printable-shipments.ts';
import { readPdf } from '../helpers/read-documents.ts';

const sek = (n: number) => `${formatNumber(n, 2)} SEK`.replace(/\u00a0/g, ' ');
const flat = (t: string) => t.replace(/\u00a0/g, ' ');

describe('the customs invoice', () => {
  it('prints every field of a commercial invoice to Norway, the total the sum of the lines and charges', async () => {
    const inv = customsInvoice();
    const [page, ...more] = await readPdf(await printCustomsInvoice(inv));
    expect(more).toHaveLength(0);
    expect(within(page!.width, 595.28) && within(page!.height, 841.89)).toBe(true);
    const text = flat(page!.text);
    for (const t of [
      'COMMERCIAL INVOICE',
      'Fakturanr / Invoice no: F-2026-118',
      'Datum / Date: 2026-11-24',
      'Fraktsedel / Waybill: 1234567897',
      'Åkesson & Söner AB',
      'SE-41101 Göteborg',
      'Momsreg.nr / VAT no: SE556036079301',
      'EORI: SE5560360793',
      'Nordlys Interiør AS',
      'NO-9008 Tromsø',
      'Som importören / As importer',
      'DAP Tromsø (Incoterms 2020)',
      'Valuta / Currency: SEK',
      'Exportorsak / Reason for export: Försäljning / Sale',
      'Oak chair legs, turned, untreated',
      '940190',
      '73239100',
      '12 pcs',
      'Bruttovikt / Gross weight: 27,5 kg',
      'Nettovikt / Net weight: 24,900 kg',
      'Antal kolli / Packages: 2',
      'I declare that the information on this invoice is true and correct.',
      'Eva Åkesson',
      'VD / CEO',
      'Göteborg, 2026-11-24',
      'Sida 1 av 1 / Page 1 of 1',
    ])
      expect(text, t).toContain(t);
    // 12 × 89.50 = 1 074.00 and 3 × 1 249.95 = 3 749.85; goods 4 823.85; + 450 + 35.25 = 5 309.10.
    expect(text).toContain('1 074,00');
    expect(text).toContain('3 749,85');
    expect(text).toContain(sek(4823.85));
    expect(text).toContain(sek(450));
    expect(text).toContain(sek(35.25));
    expect(text).toContain(sek(5309.1));
    expect(customsInvoiceTotals(inv).total).toBe(5309.1);
  });

  it('prints a proforma invoice for a gift to the US with its reason', async () => {
    const inv = customsInvoice({
      kind: 'proforma',
      reason: 'other',
      reasonExplanation: 'Replacement under warranty, no charge',
      importer: {
        ...customsInvoice().importer,
        name: 'Lakeside Cabins LLC',
        countrycode: 'US',
        city: 'Duluth',
        postcode: '55802',
      },
      buyer: {
        ...customsInvoice().importer,
        name: 'Northwoods Retail Inc',
        countrycode: 'US',
        city: 'Minneapolis',
        postcode: '55401',
      },
    });
    const [page] = await readPdf(await printCustomsInvoice(inv));
    const text = flat(page!.text);
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('Exportorsak / Reason for export: Annat / Other');
    expect(text).toContain('Replacement under warranty, no charge');
    expect(text).toContain('US-55802 Duluth');
    expect(text).toContain('Northwoods Retail Inc');
  });

  it('goes with the shipment: freight document, then its paper copies, then the labels', async () => {
    const s = shipment(131, 1, { customsInvoice: customsInvoice(), invoiceCopies: 3 });
    const { document } = await printShipments([s], 'PDF');
    const pages = await readPdf(document!.body, 150);
    expect(pages).toHaveLength(1 + 3 + 1);
    expect(pages[0]!.text).toContain('FRAKTSEDEL');
    [1, 2, 3].forEach((n) => {
      expect(pages[n]!.text).toContain('COMMERCIAL INVOICE');
      expect(pages[n]!.text).toContain(`Kopia ${n} av 3 / Copy ${n} of 3`);
    });
    expect(pages[4]!.text).toContain('Ölands Trä & Järn AB');
  });

  it('adds no paper copies when the invoice went paperless, and refuses a shipment whose invoice customs would refuse', async () => {
    const paperless = await printShipments(
      [shipment(225, 1, { customsInvoice: customsInvoice(), invoiceCopies: 0 })],
      'PDF',
    );
    const pages = await readPdf(paperless.document!.body, 100);
    expect(pages.some((p) => p.text.includes('COMMERCIAL INVOICE'))).toBe(false);
    const bad = customsInvoice({ lines: [{ ...customsInvoice().lines[0]!, description: 'Gift' }] });
    const refused = await printShipments(
      [shipment(225, 1, { id: 7, customsInvoice: bad, invoiceCopies: 3 })],
      'PDF',
    );
    expect(refused.document).toBeNull();
    expect(refused.refused).toEqual([{ id: 7, reason: 'customsInvoiceIncomplete' }]);
  });
});
